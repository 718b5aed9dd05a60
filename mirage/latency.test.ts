import { DEFAULT_LATENCY_MS, startingLatency } from './latency';

describe('the latency the in-page mock server starts with', () => {
  it('is the default unless a whole number of milliseconds is stored', () => {
    expect(DEFAULT_LATENCY_MS).toBe(400);
    expect(startingLatency(null)).toBe(DEFAULT_LATENCY_MS);
    for (const bad of ['', ' ', '-1', '1.5', '2e3', 'fast', '0x10', 'NaN', '1234567']) {
      expect(startingLatency(bad), JSON.stringify(bad)).toBe(DEFAULT_LATENCY_MS);
    }
  });

  it('is the stored value, 0 included', () => {
    expect(startingLatency('0')).toBe(0);
    expect(startingLatency(' 25 ')).toBe(25);
    expect(startingLatency('6000')).toBe(6000);
  });
});
