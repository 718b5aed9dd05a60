import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Server } from 'miragejs';
import { AppSystemProvider } from '@/components/app-system';
import { startTestApp } from '@/test/system';
import { DEMO_ACCOUNTS } from '@domain/demo-accounts';
import { createTrialRecord } from '@domain/trial';
import { readTrials, saveTrials } from '@/lib/trial-storage';
import { mockControls } from '@mirage/controls';
import { post, startTestServer } from '@/test/mirage';
import { DemoControls } from './DemoControls';
import { MockControlsProvider } from './mock-controls-source';

let server: Server;
beforeEach(() => {
  ({ server } = startTestServer({ seeded: true }));
});
afterEach(() => server.shutdown());

function renderControls(onReset = vi.fn()) {
  // env="test": jsdom lays nothing out, and Mantine would hide the Select dropdowns otherwise.
  render(
    <MantineProvider env="test">
      <Notifications />
      <AppSystemProvider app={startTestApp({ storedToken: null }).app}>
        <MockControlsProvider value={() => Promise.resolve(mockControls(server))}>
          <DemoControls onReset={onReset} />
        </MockControlsProvider>
      </AppSystemProvider>
    </MantineProvider>,
  );
  return { user: userEvent.setup(), onReset };
}

describe('demo controls', () => {
  it("sets the mock server's latency from the slider", async () => {
    const { user } = renderControls();
    expect(await screen.findByRole('heading', { name: 'Latency: 0 ms' })).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Mock server latency in milliseconds' });
    await user.click(slider);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('heading', { name: 'Latency: 100 ms' })).toBeInTheDocument();
    expect(server.timing).toBe(100);
  });

  it('lists the accounts and every code the server issues', async () => {
    renderControls();
    const accounts = await screen.findByRole('table', { name: 'Accounts' });
    for (const account of DEMO_ACCOUNTS) {
      expect(within(accounts).getByText(account.email)).toBeInTheDocument();
    }
    expect(screen.getByText('No codes issued yet.')).toBeInTheDocument();
    const sent = await post('/api/send-otp', { phone: '+15557654321' });
    const codes = await screen.findByRole('table', { name: 'Issued codes' }, { timeout: 3000 });
    expect(within(codes).getByText(String(sent.body.demoCode))).toBeInTheDocument();
    expect(within(codes).getByText('+15557654321')).toBeInTheDocument();
  });

  it('arms a fault for the next request, shows it, and shows it fired', async () => {
    const { user } = renderControls();
    await user.click(await screen.findByRole('combobox', { name: 'Fault' }));
    await user.click(await screen.findByRole('option', { name: 'HTTP 429 too many requests' }));
    await user.click(screen.getByRole('button', { name: 'Inject fault' }));
    const armed = screen.getByRole('list', { name: 'Armed faults' });
    expect(armed).toHaveTextContent('HTTP 429 too many requests on the next request');

    const answer = await post('/api/validate-email', { email: 'new@shop.example' });
    expect(answer).toEqual({
      status: 429,
      body: { message: 'Too many requests. Please wait a moment and try again.' },
    });
    expect(await screen.findByRole('list', { name: 'Faults that fired' })).toHaveTextContent(
      'HTTP 429 too many requests on POST /api/validate-email',
    );
    expect(screen.queryByRole('list', { name: 'Armed faults' })).not.toBeInTheDocument();
  });

  it('arms a fault for a chosen endpoint until it is removed', async () => {
    const { user } = renderControls();
    await user.click(await screen.findByRole('combobox', { name: 'Applies to' }));
    await user.click(await screen.findByRole('option', { name: 'Every POST /api/auth/login' }));
    await user.click(screen.getByRole('button', { name: 'Inject fault' }));
    for (let i = 0; i < 2; i += 1) {
      expect((await post('/api/auth/login', { email: 'x@y.example', password: 'p' })).status).toBe(
        500,
      );
    }
    await user.click(
      screen.getByRole('button', { name: 'Remove HTTP 500 server error on POST /api/auth/login' }),
    );
    expect((await post('/api/auth/login', { email: 'x@y.example', password: 'p' })).status).toBe(
      401,
    );
  });

  it('resets the demo data: codes, new accounts and kept trials gone, faults cleared, demo accounts back', async () => {
    const { user, onReset } = renderControls();
    const owner = DEMO_ACCOUNTS[0].id;
    saveTrials(owner, [createTrialRecord('documents', new Date())]);
    await post('/api/send-otp', { phone: '+15557654321' });
    await user.click(await screen.findByRole('button', { name: 'Inject fault' }));
    await screen.findByRole('table', { name: 'Issued codes' }, { timeout: 3000 });

    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    expect(await screen.findByText('Demo data reset')).toBeInTheDocument();
    expect(screen.getByText('No codes issued yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Armed faults' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Accounts' })).getAllByRole('row'),
    ).toHaveLength(DEMO_ACCOUNTS.length + 1);
    expect(onReset).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(readTrials(owner)).toEqual([]));
  });
});
