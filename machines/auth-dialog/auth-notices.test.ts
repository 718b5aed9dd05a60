import { failureNotice } from './auth-notices';
import { ApiError } from '@domain/api-error';

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
