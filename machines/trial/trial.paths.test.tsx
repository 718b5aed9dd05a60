import { notifications } from '@mantine/notifications';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { findAgent, type AgentId } from '@domain/agents';
import { AGENT_CONVERSATIONS } from '@domain/agent-conversations';
import { PRODUCT_NAME } from '@domain/product';
import { createTrialRecord, type TrialRecord } from '@domain/trial';
import { COMPACT_LAYOUT_QUERY } from '../../src/features/dashboard/useDashboard';
import { readTrials } from '@/lib/trial-storage';
import { CoverageRecorder, describePath, planPaths, type PathStep } from '@/test/machine-paths';
import { renderApp } from '@/test/render';
import { settleableActor } from '@/test/settleable-actor';
import { TEST_OWNER } from '@/test/system';
import { trialMachine } from './trial.machine';
import type { TrialContext, TrialEvent } from './trial.types';

/**
 * Every state and transition of the trial machine, driven through the rendered dashboard: each
 * event becomes what a person does (a click, a smaller window), reading the kept trials is an
 * effect the test settles by hand, and after each step the screen must show what the machine's
 * new snapshot says.
 */

/** A trial the account started before this page load. */
const KEPT: TrialRecord = createTrialRecord('documents', new Date());

/**
 * Opening another agent while chatting needs two agents of one's own, and today's catalogue has
 * a single available agent. The model, and the dashboard while it is driven, offer a second one
 * (the catalogue is restored after planning and after this file's tests).
 */
const SECOND_AGENT = findAgent('sales');
const SECOND_AGENT_STATUS = SECOND_AGENT.status;
function offerSecondAgent() {
  SECOND_AGENT.status = 'available';
}
function restoreSecondAgent() {
  SECOND_AGENT.status = SECOND_AGENT_STATUS;
}
/** The agents a person can start a trial of here. */
const AVAILABLE: readonly AgentId[] = ['documents', 'sales'];

offerSecondAgent();
const plan = planPaths<TrialEvent>(trialMachine, {
  events: [
    { type: 'agent.getIt', agentId: 'documents' },
    { type: 'agent.getIt', agentId: 'sales' },
    { type: 'card.select', agentId: 'visual' },
    { type: 'card.select', agentId: 'documents' },
    { type: 'agent.open', agentId: 'documents' },
    { type: 'agent.open', agentId: 'sales' },
    { type: 'xstate.done.actor.loadTrials', output: [] },
    { type: 'xstate.done.actor.loadTrials', output: [KEPT] },
    { type: 'xstate.error.actor.loadTrials', error: new Error('Storage is turned off.') },
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as TrialContext;
    return JSON.stringify({
      value: snapshot.value,
      trials: context.trials.map((t) => t.agentId),
      open: context.openAgentId,
      offered: context.offeredAgentId,
    });
  },
});
restoreSecondAgent();
const coverage = new CoverageRecorder(plan);

// Dialogs animate in and out; leave room for a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** A window whose width the test sets: only the dashboard's compact query ever matches. */
const media = {
  compact: false,
  listeners: new Set<(event: { matches: boolean }) => void>(),
  set(compact: boolean) {
    if (compact === this.compact) return;
    this.compact = compact;
    act(() => this.listeners.forEach((listener) => listener({ matches: compact })));
  },
};
const originalMatchMedia = window.matchMedia;
beforeAll(() => {
  offerSecondAgent();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === COMPACT_LAYOUT_QUERY && media.compact;
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => {
      if (query === COMPACT_LAYOUT_QUERY) media.listeners.add(listener);
    },
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) => {
      media.listeners.delete(listener);
    },
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
afterAll(() => {
  window.matchMedia = originalMatchMedia;
  restoreSecondAgent();
});
afterEach(() => {
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
  media.compact = false;
  media.listeners.clear();
});

const card = (agentId: AgentId) => screen.getByRole('article', { name: findAgent(agentId).title });
const toggle = () => screen.getByRole('button', { name: 'Toggle applications panel' });
const drawer = () => screen.queryByRole('dialog', { name: 'Your Applications' });
const trialDialog = () => screen.queryByRole('dialog', { name: 'Start Your Free Trial' });

/** Small screens for the drawer's own steps, wide ones for the rest. */
function layoutFor(step: PathStep<TrialEvent>): boolean {
  if (step.event.type === 'drawer.open' || step.event.type === 'drawer.close') return true;
  return step.event.type === 'agent.open' && step.from.matches({ drawer: 'open' });
}

type Rendered = Awaited<ReturnType<typeof renderDashboard>>;

async function renderDashboard() {
  const loadTrials = settleableActor<TrialRecord[], unknown>();
  const rendered = await renderApp('/dashboard', {
    user: TEST_OWNER,
    effects: { dashboard: { actors: { loadTrials: loadTrials.logic } } },
  });
  return { ...rendered, loadTrials };
}

async function perform({ user, loadTrials }: Rendered, step: PathStep<TrialEvent>) {
  const { from } = step;
  const event = step.event as TrialEvent | { type: string; output?: TrialRecord[] };
  switch (event.type) {
    case 'xstate.done.actor.loadTrials':
      return act(async () => loadTrials.resolve((event as { output: TrialRecord[] }).output));
    case 'xstate.error.actor.loadTrials':
      return act(async () => loadTrials.reject(new Error('Storage is turned off.')));
    case 'agent.getIt': {
      const { agentId } = event as Extract<TrialEvent, { type: 'agent.getIt' }>;
      return user.click(within(card(agentId)).getByRole('button', { name: 'Get It' }));
    }
    case 'card.select': {
      const { agentId } = event as Extract<TrialEvent, { type: 'card.select' }>;
      return user.click(within(card(agentId)).getByText(findAgent(agentId).description));
    }
    case 'offer.decline':
      return user.click(screen.getByRole('button', { name: 'Maybe Later' }));
    case 'trial.start':
      return user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    case 'agent.close':
      return user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    case 'panel.toggle':
    case 'drawer.open':
      return user.click(toggle());
    case 'drawer.close':
      return user.click(
        within(await screen.findByRole('dialog', { name: 'Your Applications' })).getByRole(
          'button',
          { name: 'Close' },
        ),
      );
    case 'agent.open': {
      const { agentId } = event as Extract<TrialEvent, { type: 'agent.open' }>;
      const title = findAgent(agentId).title;
      if (from.matches({ drawer: 'open' })) {
        const list = await screen.findByRole('dialog', { name: 'Your Applications' });
        return user.click(within(list).getByRole('button', { name: new RegExp(title) }));
      }
      if (from.matches({ screen: 'browsing' })) {
        return user.click(within(card(agentId)).getByRole('button', { name: 'Open Agent' }));
      }
      const panel = screen.getByRole('complementary', { name: 'Your Applications' });
      return user.click(within(panel).getByRole('button', { name: new RegExp(title) }));
    }
    default:
      throw new Error(`No way to send ${event.type} through the dashboard`);
  }
}

/** The screen agrees with the snapshot. */
async function expectScreen(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as TrialContext;
  const compact = media.compact;

  if (snapshot.matches({ screen: 'offering' })) {
    const dialog = await screen.findByRole('dialog', { name: 'Start Your Free Trial' });
    await waitFor(() => expect(dialog).toBeVisible()); // once it has faded in
  } else {
    await waitFor(() => expect(trialDialog()).not.toBeInTheDocument());
  }
  const owned = new Set(context.trials.map((t) => t.agentId));
  if (snapshot.matches({ screen: 'chatting' })) {
    const agent = findAgent(context.openAgentId!);
    expect(await screen.findByRole('heading', { level: 1, name: agent.title })).toBeVisible();
    expect(screen.getByPlaceholderText('Type your message here...')).toBeVisible();
    // The open agent's own conversation, from its greeting.
    const messages = within(screen.getByRole('log')).getAllByRole('article');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toHaveTextContent(AGENT_CONVERSATIONS[agent.id].greeting);
  } else if (snapshot.hasTag('loading')) {
    // Nothing is offered before the kept trials are read.
    expect(within(screen.getByRole('main')).getByLabelText('Loading your trials')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Get It' })).not.toBeInTheDocument();
  } else {
    const heading = context.trials.length > 0 ? 'Your AI Agents' : `Welcome to ${PRODUCT_NAME}!`;
    expect(
      screen.getByRole('heading', { level: 1, name: heading, hidden: true }),
    ).toBeInTheDocument();
    for (const agentId of AVAILABLE) {
      const badge = owned.has(agentId) ? 'Already Purchased' : 'Available';
      expect(within(card(agentId)).getByText(badge)).toBeInTheDocument();
    }
  }

  const panelVisible = !compact && snapshot.matches({ panel: 'shown' });
  const aside = screen.queryByRole('complementary', { name: 'Your Applications' });
  if (panelVisible) expect(aside).toBeInTheDocument();
  else expect(aside).not.toBeInTheDocument();

  const drawerVisible = compact && snapshot.matches({ drawer: 'open' });
  if (drawerVisible) {
    const list = await screen.findByRole('dialog', { name: 'Your Applications' });
    await waitFor(() => expect(list).toBeVisible());
  } else await waitFor(() => expect(drawer()).not.toBeInTheDocument());

  const list = panelVisible ? aside : drawerVisible ? drawer() : null;
  if (list) {
    if (snapshot.hasTag('loading')) {
      expect(within(list).getByLabelText('Loading your trials')).toBeInTheDocument();
    } else if (context.trials.length === 0) {
      expect(
        within(list).getByText('No applications yet. Start by choosing one below!'),
      ).toBeInTheDocument();
    } else {
      for (const { agentId } of context.trials) {
        const name = new RegExp(findAgent(agentId).title);
        expect(within(list).getByRole('button', { name })).toHaveTextContent(
          /Trial: \d+ days left/,
        );
      }
    }
  }
  if (!snapshot.matches({ screen: 'offering' }) && !drawerVisible) {
    expect(toggle()).toHaveAttribute('aria-expanded', String(panelVisible));
  }
}

async function expectAnnouncement(step: PathStep<TrialEvent>) {
  if (step.event.type === 'card.select') {
    expect(await screen.findByText('Coming Soon!')).toBeInTheDocument();
  }
  if (step.event.type === 'trial.start') {
    expect(await screen.findByText('Trial Started!')).toBeInTheDocument();
    // Kept for the next page load.
    const offered = step.from.context.offeredAgentId as AgentId;
    expect(readTrials(TEST_OWNER.id).map((trial) => trial.agentId)).toContain(offered);
  }
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
}

describe('trial machine, driven through the dashboard', () => {
  it.each(plan.paths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_name, path) => {
      const rendered = await renderDashboard();
      const initial = path[0]!.from;
      await expectScreen(initial);
      coverage.visit(initial);
      for (const step of path) {
        media.set(layoutFor(step));
        await perform(rendered, step);
        await expectAnnouncement(step);
        await expectScreen(step.to);
        coverage.walk(step);
      }
    },
  );

  it('covers every state and every transition', () => {
    const { missingStates, missingTransitions } = coverage.report('trial');
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});
