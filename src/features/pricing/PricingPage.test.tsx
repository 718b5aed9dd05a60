import { screen, within } from '@testing-library/react';
import { AGENTS } from '@domain/agents';
import { renderApp } from '@/test/render';

describe('Pricing page', () => {
  it('shows the hero, the badge and the plans', async () => {
    await renderApp('/pricing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Simple, Transparent Pricing' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('3 Months Absolutely Free - No Credit Card Required'),
    ).toBeInTheDocument();

    const trial = within(screen.getByRole('article', { name: 'Free Trial' }));
    for (const text of ['3 months free', 'Up to 100 users', 'All 6 agents', 'Email support']) {
      expect(trial.getByText(text)).toBeInTheDocument();
    }
    // What happens when the trial ends.
    expect(trial.getByText(/add card details or buy advance credits/)).toBeInTheDocument();
    const pro = within(screen.getByRole('article', { name: 'Pro' }));
    expect(pro.getByText('$349')).toBeInTheDocument();
    expect(pro.getByText('per agent per month')).toBeInTheDocument();
    for (const text of [
      'First 100 users free',
      '$1 per user per month beyond 100',
      'Priority support',
      'Advanced analytics',
    ]) {
      expect(pro.getByText(text)).toBeInTheDocument();
    }
  });

  it('lists the agents under their pricing-sheet names and the eight features', async () => {
    await renderApp('/pricing');
    const agents = within(await screen.findByRole('region', { name: 'Available agents' }));
    expect(agents.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      AGENTS.map((a) => a.pricingName + (a.status === 'launching-soon' ? 'Coming Soon' : '')),
    );
    const features = within(screen.getByRole('region', { name: 'Everything you need' }));
    expect(features.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Real-time AI assistance',
      'Document processing and chat',
      'Analytics dashboard',
      'Team collaboration tools',
      'Mobile app access',
      'Priority customer support',
      'Data security and compliance',
      'Custom integrations',
    ]);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025');
  });

  it('has Home and Pricing links, and Sign In and Get Started lead to the dashboard', async () => {
    await renderApp('/pricing');
    const header = within(await screen.findByRole('banner'));
    expect(header.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(header.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/dashboard');
    expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard');
  });

  it('Get Started goes to the dashboard', async () => {
    const { user, history } = await renderApp('/pricing');
    await user.click(
      within(await screen.findByRole('banner')).getByRole('link', { name: 'Get Started' }),
    );
    await vi.waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
  });
});
