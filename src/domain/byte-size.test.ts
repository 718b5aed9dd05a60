import { formatBytes } from './byte-size';

describe('formatBytes', () => {
  it('says small sizes in bytes and kilobytes, never 0.00 MB', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1)).toBe('1 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1024)).toBe('1 kB');
    expect(formatBytes(18 * 1024 + 300)).toBe('18 kB');
    expect(formatBytes(2560)).toBe('2.5 kB');
  });

  it('gives one decimal below 10 of a unit and none above', () => {
    expect(formatBytes(2.3 * 1024 * 1024)).toBe('2.3 MB');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatBytes(12_345_678)).toBe('12 MB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatBytes(3.25 * 1024 ** 3)).toBe('3.3 GB');
  });

  it('moves up a unit rather than show four digits', () => {
    expect(formatBytes(1000)).toBe('1 kB');
    expect(formatBytes(1000 * 1024)).toBe('1 MB');
    expect(formatBytes(999 * 1024)).toBe('999 kB');
  });
});
