import { readCodeSent } from './code-sent';
import { failureNotice } from './auth-notices';
import { ApiError } from '@/lib/api/request';

describe('readCodeSent', () => {
  it('keeps a six-digit demo code from the mock server', () => {
    expect(readCodeSent({ sent: true, demoCode: '012345' }, 'mock')).toEqual({
      demoCode: '012345',
    });
  });

  it('never shows a code in remote API mode', () => {
    expect(readCodeSent({ demoCode: '012345' }, 'remote')).toEqual({ demoCode: null });
  });

  it.each([null, 'text', {}, { demoCode: 12345 }, { demoCode: '12ab56' }])(
    'ignores an answer without a usable code: %j',
    (answer) => expect(readCodeSent(answer, 'mock')).toEqual({ demoCode: null }),
  );
});

describe('failureNotice', () => {
  it("uses the server's JSON message, else the fallback", () => {
    const body = '{"message":"Code expired"}';
    expect(failureNotice('T', new ApiError(400, `400: ${body}`, body), 'F')).toEqual({
      title: 'T',
      message: 'Code expired',
    });
    expect(failureNotice('T', new ApiError(502, '502: ', ''), 'F')).toEqual({
      title: 'T',
      message: 'F',
    });
    expect(failureNotice('T', new TypeError('Failed to fetch'), 'F').message).toBe(
      'Failed to fetch',
    );
  });
});
