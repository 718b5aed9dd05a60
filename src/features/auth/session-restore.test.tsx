import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '@domain/demo-accounts';
import { failNextRequest } from '@mirage/faults';
import { TOKEN_KEY, readStored } from '@/lib/storage';
import { renderSignedInApp } from '@/test/signed-in';
import { RESTORE_FAILED } from './session.effects';

// Test files share a worker: no toast of an earlier file may queue in front of this one's.
const cleanToasts = () =>
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
beforeEach(cleanToasts);
afterEach(cleanToasts);

describe('restoring the session after a reload', () => {
  it('keeps the token when the server cannot answer, and signs in on "Try again"', async () => {
    const owner = DEMO_ACCOUNTS[0];
    const { server, user } = await renderSignedInApp('/dashboard', owner.email, (s) =>
      failNextRequest(s, '/api/auth/me', { status: 503, message: 'Service unavailable' }),
    );
    try {
      // A toast says so, and the dashboard, which needs the user, offers the retry too.
      const toast = await screen.findByRole('alert', {}, { timeout: 5000 });
      expect(within(toast).getByText(RESTORE_FAILED.title)).toBeInTheDocument();
      const page = screen.getByRole('main');
      expect(within(page).getByRole('heading', { name: RESTORE_FAILED.title })).toBeVisible();
      // Still signed in on this device: the token the server accepts is kept.
      expect(readStored(TOKEN_KEY)).not.toBeNull();
      await user.click(within(page).getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByText(`Welcome, ${owner.name}`, {}, { timeout: 5000 }),
      ).toBeInTheDocument();
    } finally {
      server.shutdown();
    }
  });
});
