import { MantineProvider } from '@mantine/core';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { buildMantineTheme } from '@/components/theme';
import { AGENTS } from '@domain/agents';
import { PRODUCT_NAME } from '@domain/product';
import { LandingPage } from '@/routes/landing';
import { AppSystemProvider, useAuthDialogActor } from '@/components/app-system';
import { renderApp } from '@/test/render';
import { startTestApp } from '@/test/system';

/** Shows which authentication dialog the app-wide actor has open. */
function AuthDialogState() {
  const state = useSelector(useAuthDialogActor(), (s) =>
    typeof s.value === 'string' ? s.value : Object.keys(s.value)[0],
  );
  return <output aria-label="Auth dialog state">{state}</output>;
}

async function renderLanding() {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <AuthDialogState />
      </>
    ),
  });
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: LandingPage }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/pricing',
      component: () => <h1>Pricing page</h1>,
    }),
  ]);
  const history = createMemoryHistory({ initialEntries: ['/'] });
  const router = createRouter({ routeTree, history });
  const { app } = startTestApp();
  render(
    <MantineProvider theme={buildMantineTheme('')}>
      <AppSystemProvider app={app}>
        <RouterProvider router={router} />
      </AppSystemProvider>
    </MantineProvider>,
  );
  await screen.findByRole('main');
  return { user: userEvent.setup(), history };
}

const dialogState = () => screen.getByLabelText('Auth dialog state');

describe('Landing page', () => {
  it('shows the product, the navigation and every section', async () => {
    await renderLanding();
    const header = screen.getByRole('banner');
    expect(within(header).getByText(PRODUCT_NAME)).toBeInTheDocument();
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Agents' })).toHaveAttribute('href', '#agents');
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute(
      'href',
      '#features',
    );
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(header).getByRole('button', { name: /^Theme:/ })).toBeInTheDocument();

    expect(document.getElementById('agents')).toContainElement(
      screen.getByRole('heading', { name: `${AGENTS.length} specialised AI agents` }),
    );
    const features = document.getElementById('features')!;
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(features).toHaveTextContent(/role-based access control/i);
    expect(features).toHaveTextContent(/document classification/i);
    expect(within(features).getByRole('heading', { name: /scale/i })).toBeInTheDocument();
    expect(within(features).getByRole('heading', { name: /AI-powered insights/i })).toBeVisible();
    const pricing = document.getElementById('pricing')!;
    expect(within(pricing).getByRole('link', { name: /pricing/i })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025');
  });

  it('lists the six agents from the catalogue, coming-soon ones marked', async () => {
    await renderLanding();
    const agents = within(document.getElementById('agents')!);
    const cards = agents.getAllByRole('article');
    expect(cards).toHaveLength(AGENTS.length);
    AGENTS.forEach((agent, i) => {
      const card = within(cards[i]!);
      expect(card.getByRole('button', { name: agent.title })).toBeInTheDocument();
      expect(card.getByText(agent.description)).toBeInTheDocument();
      agent.tags.forEach((tag) => expect(card.getByText(tag)).toBeInTheDocument());
      expect(card.queryByText('Coming Soon') !== null).toBe(agent.status === 'launching-soon');
    });
  });

  it.each([
    ['header', 'Get Started', 'signUp'],
    ['header', 'Sign In', 'signIn'],
    ['hero', 'Start Your Free Trial', 'signUp'],
    ['hero', 'Sign In', 'signIn'],
  ])('the %s button "%s" opens the %s dialog', async (place, name, state) => {
    const { user } = await renderLanding();
    const scope =
      place === 'header' ? within(screen.getByRole('banner')) : within(screen.getByRole('main'));
    expect(dialogState()).toHaveTextContent('closed');
    await user.click(scope.getByRole('button', { name }));
    expect(dialogState()).toHaveTextContent(state);
  });

  it.each(AGENTS.map((a) => [a.title]))('the "%s" card opens sign-up', async (title) => {
    const { user } = await renderLanding();
    await user.click(screen.getByRole('button', { name: title }));
    expect(dialogState()).toHaveTextContent('signUp');
  });

  it('agent cards work from the keyboard', async () => {
    const { user } = await renderLanding();
    screen.getByRole('button', { name: AGENTS[1]!.title }).focus();
    await user.keyboard('{Enter}');
    expect(dialogState()).toHaveTextContent('signUp');
  });

  it('the burger opens a menu that repeats the navigation and the dialog buttons', async () => {
    const { user } = await renderLanding();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Agents' })).toHaveAttribute('href', '#agents');
    expect(within(menu).getByRole('link', { name: 'Features' })).toHaveAttribute(
      'href',
      '#features',
    );
    expect(within(menu).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
    expect(within(menu).getByRole('button', { name: /^Theme:/ })).toBeInTheDocument();

    await user.click(within(menu).getByRole('button', { name: 'Sign In' }));
    expect(dialogState()).toHaveTextContent('signIn');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('the burger menu opens sign-up and closes when a link is chosen', async () => {
    const { user } = await renderLanding();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    let menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Features' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Get Started' }));
    expect(dialogState()).toHaveTextContent('signUp');
  });

  it('the pricing link goes to /pricing', async () => {
    const { user, history } = await renderLanding();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Pricing',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/pricing');
  });
});

describe('Landing page in the whole app', () => {
  it('Get Started opens the sign-up dialog', async () => {
    const { user } = await renderApp('/');
    await user.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Get Started' }),
    );
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
