import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { waitFor } from 'xstate';
import type { AppActor, SessionActorRef } from '@/components/app-system';
import { isAgentId } from '@domain/agents';
import { RecoveryScreen } from '@/components/RecoveryScreen';
import { RootLayout } from './RootLayout';

export interface RouterContext {
  /** The app's root actor, told which agent page is open. */
  app: AppActor;
  session: SessionActorRef;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(() => import('@/routes/not-found'), 'NotFoundPage'),
  errorComponent: ({ error }) => <RecoveryScreen error={error} />,
});

const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('@/routes/landing'), 'LandingPage'),
});

const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  // The dashboard actor starts (and its code loads) the first time the page opens signed in;
  // signed out, the app asks the visitor to sign in first.
  onEnter: ({ context }) => context.app.send({ type: 'dashboard.open' }),
  onLeave: ({ context }) => context.app.send({ type: 'dashboard.close' }),
  component: lazyRouteComponent(() => import('@/routes/dashboard'), 'DashboardPage'),
});

const agentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/agent/$agentType',
  beforeLoad: async ({ context, params }) => {
    // A stored token may still be restoring the session: decide once it has settled.
    const session = await waitFor(context.session, (s) => !s.hasTag('loading'));
    if (!session.context.user) throw redirect({ to: '/' });
    if (!isAgentId(params.agentType)) throw redirect({ to: '/dashboard' });
  },
  // The page's conversation is a chat actor of the app system while the page is open.
  onEnter: ({ context, params }) => {
    if (isAgentId(params.agentType)) {
      context.app.send({ type: 'agentPage.open', agentId: params.agentType });
    }
  },
  onLeave: ({ context, params }) => {
    if (isAgentId(params.agentType)) {
      context.app.send({ type: 'agentPage.close', agentId: params.agentType });
    }
  },
  component: lazyRouteComponent(() => import('@/routes/agent'), 'AgentPage'),
});

const pricingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pricing',
  component: lazyRouteComponent(() => import('@/routes/pricing'), 'PricingPage'),
});

const routeTree = rootRoute.addChildren([landingRoute, dashboardRoute, agentRoute, pricingRoute]);

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    basepath: import.meta.env.BASE_URL,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
