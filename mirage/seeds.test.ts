import { CLASSIFICATION_LEVELS } from '@domain/classification';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@domain/demo-accounts';
import { makeServer } from './index';
import { DEMO_PASSWORD_HASHES } from './seeds';
import { hashPassword } from './secrets';

describe('demo data', () => {
  it('has one account per clearance', () => {
    expect(DEMO_ACCOUNTS.map((a) => a.clearance).sort()).toEqual([...CLASSIFICATION_LEVELS].sort());
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.id]))(
    'stores the demo password of %s as its salted hash',
    async (id) => {
      const secret = DEMO_PASSWORD_HASHES[id];
      expect(secret).toBeDefined();
      expect(await hashPassword(secret!.salt, DEMO_PASSWORD)).toBe(secret!.hash);
    },
  );

  it('is not seeded in tests unless asked, and is in development', () => {
    const test = makeServer({ environment: 'test' });
    expect(test.db.users?.length).toBe(0);
    test.shutdown();
    const dev = makeServer({ environment: 'development', persistence: null });
    expect(dev.db.users?.length).toBe(4);
    expect(dev.timing).toBe(400);
    dev.shutdown();
  });
});
