import { screen } from '@testing-library/react';
import type { Server } from 'miragejs';
import { DEMO_ACCOUNTS } from '@domain/demo-accounts';
import { startTestServer } from '@/test/mirage';
import { renderAuthDialogs } from '@/test/auth/render-auth-dialogs';

// A remote backend: the same calls, but no demo code and no demo accounts on screen, even if
// the server sent a code.
vi.mock('@/lib/api/config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/config')>()),
  apiMode: 'remote',
}));

let server: Server;
beforeEach(() => {
  ({ server } = startTestServer({ seeded: true }));
});
afterEach(() => server.shutdown());

describe('authentication dialogs in remote API mode', () => {
  it('shows neither the demo accounts nor a demo code', async () => {
    const { user } = await renderAuthDialogs();
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    await user.click(await screen.findByRole('tab', { name: 'Mobile' }));
    expect(screen.queryByRole('button', { name: 'Demo accounts' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Mobile number/), `${DEMO_ACCOUNTS[0].phone}{Enter}`);
    expect(await screen.findByText(/Enter the 6-digit code sent to/)).toBeInTheDocument();
    expect(screen.queryByText(/Demo code/)).not.toBeInTheDocument();
  });
});
