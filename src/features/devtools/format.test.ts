import { formatEventTime, formatPayload, formatStateValue } from './format';

describe('devtools formatting', () => {
  it('writes nested and parallel state values as dotted paths', () => {
    expect(formatStateValue('closed')).toBe('closed');
    expect(formatStateValue({ otp: 'idle' })).toBe('otp.idle');
    expect(formatStateValue({ on: { audio: 'loud', video: 'shown' } })).toBe(
      'on.audio.loud, on.video.shown',
    );
  });

  it('shows event times to the millisecond', () => {
    expect(formatEventTime(new Date(2025, 0, 2, 14, 3, 7, 25).getTime())).toBe('14:03:07.025');
  });

  it('previews the payload without the type and cuts long ones', () => {
    expect(formatPayload({ type: 'tick' })).toBe('');
    expect(formatPayload({ type: 'email.change', value: 'a@b.example' })).toBe(
      '{"value":"a@b.example"}',
    );
    expect(formatPayload({ type: 'x', value: 'y'.repeat(200) }, 20)).toHaveLength(20);
  });
});
