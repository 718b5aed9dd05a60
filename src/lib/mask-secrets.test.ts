import { createActor, createMachine } from 'xstate';
import { MASK, maskEvent, maskSecrets } from './mask-secrets';

describe('maskSecrets', () => {
  it('masks codes, OTPs, passwords and tokens at any depth and keeps the rest', () => {
    expect(
      maskSecrets({
        email: 'a@b.example',
        password: 'demo1234',
        otp: '123456',
        demoCode: '654321',
        session: { user: { name: 'Ann' }, token: 'abc' },
        issuedCodes: [{ phone: '+1', code: '111111' }],
        emptyPassword: '',
      }),
    ).toEqual({
      email: 'a@b.example',
      password: MASK,
      otp: MASK,
      demoCode: MASK,
      session: { user: { name: 'Ann' }, token: MASK },
      issuedCodes: MASK,
      emptyPassword: '',
    });
  });

  it('summarises files, errors, dates and actors and survives cycles', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const actor = createActor(createMachine({ id: 'child' }));
    expect(
      maskSecrets({
        file: new File(['abc'], 'report.pdf'),
        error: new Error('boom'),
        when: new Date('2025-01-02T03:04:05.000Z'),
        child: actor,
        cyclic,
      }),
    ).toEqual({
      file: '[File report.pdf, 3 bytes]',
      error: { name: 'Error', message: 'boom' },
      when: '2025-01-02T03:04:05.000Z',
      child: `[actor ${actor.id}]`,
      cyclic: { name: 'loop', self: '[circular]' },
    });
  });
});

describe('maskEvent', () => {
  it('masks every field of an event about a code or password', () => {
    expect(maskEvent({ type: 'otp.change', value: '123456' } as never)).toEqual({
      type: 'otp.change',
      value: MASK,
    });
    expect(maskEvent({ type: 'password.toggle', visible: true } as never)).toEqual({
      type: 'password.toggle',
      visible: true,
    });
  });

  it('keeps other events readable but still masks secret keys', () => {
    expect(maskEvent({ type: 'email.change', value: 'a@b.example' } as never)).toEqual({
      type: 'email.change',
      value: 'a@b.example',
    });
    expect(
      maskEvent({ type: 'session.signIn', session: { user: { id: 'u1' }, token: 't' } } as never),
    ).toEqual({ type: 'session.signIn', session: { user: { id: 'u1' }, token: MASK } });
  });
});
