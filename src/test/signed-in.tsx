import type { Server } from 'miragejs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@domain/demo-accounts';
import { post, startTestServer } from './mirage';
import { TOKEN_KEY, writeStored } from '@/lib/storage';
import { renderApp } from './render';

/**
 * Starts the mock API with the demo data, signs a demo account in through it and renders the
 * whole app at `path`; the session restores itself from the stored token, as after a reload.
 * Call `server.shutdown()` after the test.
 */
export async function renderSignedInApp(
  path: string,
  email: string = DEMO_ACCOUNTS[0].email,
  /** Runs after sign-in, before the app starts (say, to make the restore fail once). */
  beforeStart: (server: Server) => void = () => {},
) {
  const { server } = startTestServer({ seeded: true });
  const answer = await post('/api/auth/login', { email, password: DEMO_PASSWORD });
  if (typeof answer.body.token !== 'string') throw new Error(`Login failed: ${answer.status}`);
  writeStored(TOKEN_KEY, answer.body.token);
  beforeStart(server);
  return { server, ...(await renderApp(path)) };
}
