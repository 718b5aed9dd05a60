import { readCodeSent } from './code-sent';

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
