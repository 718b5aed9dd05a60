import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { createTrialRecord, type TrialRecord } from '@domain/trial';
import type { ChatActorRef } from '@/components/app-system';
import { settleableActor } from '@/test/settleable-actor';
import { trialMachine } from './trial.machine';

type Dashboard = ActorRefFrom<typeof trialMachine>;

/** A dashboard whose kept trials are `stored`, once it has read them. */
async function startDashboard(stored: TrialRecord[] = []) {
  const announced: string[] = [];
  const saved: TrialRecord[][] = [];
  const actor = createActor(
    trialMachine.provide({
      actors: { loadTrials: fromPromise(async () => stored) },
      actions: {
        saveTrials: (_, { trials }) => saved.push(trials),
        announceComingSoon: () => announced.push('coming soon'),
        announceTrialStarted: (_, params) => announced.push(`trial started: ${params.agentId}`),
      },
    }),
  ).start();
  await waitFor(actor, (s) => s.matches({ records: 'ready' }));
  return { actor, announced, saved };
}

const chatOf = (actor: Dashboard) => actor.getSnapshot().children.chat as ChatActorRef | undefined;

describe('trial machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-11-30T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('reads the kept trials first, and offers none before they are read', async () => {
    const loadTrials = settleableActor<TrialRecord[], unknown>();
    const actor = createActor(trialMachine.provide({ actors: { loadTrials: loadTrials.logic } }));
    actor.start();
    expect(actor.getSnapshot().matches({ records: 'loading' })).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send({ type: 'agent.getIt', agentId: 'documents' });
    expect(actor.getSnapshot().matches({ screen: 'browsing' })).toBe(true);
    loadTrials.resolve([]);
    await waitFor(actor, (s) => s.matches({ records: 'ready' }));
    actor.send({ type: 'agent.getIt', agentId: 'documents' });
    expect(actor.getSnapshot().matches({ screen: 'offering' })).toBe(true);
  });

  it('restores the kept trials: their agents open, and are never offered again', async () => {
    const kept = createTrialRecord('documents', new Date('2024-11-01T10:00:00Z'));
    const { actor, saved } = await startDashboard([kept]);
    expect(actor.getSnapshot().context.trials).toEqual([kept]);
    actor.send({ type: 'agent.getIt', agentId: 'documents' });
    expect(actor.getSnapshot().matches({ screen: 'browsing' })).toBe(true);
    actor.send({ type: 'agent.open', agentId: 'documents' });
    expect(actor.getSnapshot().matches({ screen: 'chatting' })).toBe(true);
    expect(saved).toEqual([]);
  });

  it('opens with no trials when the kept ones cannot be read', async () => {
    const actor = createActor(
      trialMachine.provide({
        actors: { loadTrials: fromPromise(() => Promise.reject(new Error('storage off'))) },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches({ records: 'ready' }));
    expect(actor.getSnapshot().context.trials).toEqual([]);
  });

  it('starts browsing with no trials, the panel hidden and a wide layout', async () => {
    const { actor } = await startDashboard();
    expect(actor.getSnapshot().value).toEqual({
      records: 'ready',
      screen: 'browsing',
      panel: 'hidden',
      drawer: 'closed',
    });
    expect(actor.getSnapshot().context.trials).toEqual([]);
  });

  it('offers a trial of an available agent; declining changes nothing', async () => {
    const { actor, announced } = await startDashboard();
    actor.send({ type: 'agent.getIt', agentId: 'documents' });
    expect(actor.getSnapshot().matches({ screen: 'offering' })).toBe(true);
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    expect(actor.getSnapshot().context.offeredAgentId).toBe('documents');
    actor.send({ type: 'offer.decline' });
    expect(actor.getSnapshot().matches({ screen: 'browsing' })).toBe(true);
    expect(actor.getSnapshot().context).toEqual({
      trials: [],
      offeredAgentId: null,
      openAgentId: null,
    });
    expect(announced).toEqual([]);
  });

  it('starting the trial records and saves it, opens the agent, shows the panel and announces it', async () => {
    const { actor, announced, saved } = await startDashboard();
    actor.send({ type: 'agent.getIt', agentId: 'documents' });
    actor.send({ type: 'trial.start' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({
      records: 'ready',
      screen: 'chatting',
      panel: 'shown',
      drawer: 'closed',
    });
    expect(snapshot.context.trials).toEqual([
      {
        agentId: 'documents',
        purchasedAt: '2024-11-30T10:00:00.000Z',
        trialEndsAt: expect.stringMatching(/^2025-02-28T/),
        status: 'trial',
      },
    ]);
    expect(snapshot.context.openAgentId).toBe('documents');
    expect(snapshot.context.offeredAgentId).toBeNull();
    expect(announced).toEqual(['trial started: documents']);
    expect(saved).toEqual([snapshot.context.trials]);
  });

  it('never offers a coming-soon agent or one the user already has', async () => {
    const { actor } = await startDashboard();
    actor.send({ type: 'agent.getIt', agentId: 'sales' });
    expect(actor.getSnapshot().matches({ screen: 'browsing' })).toBe(true);
    actor.send({ type: 'agent.getIt', agentId: 'documents' });
    actor.send({ type: 'trial.start' });
    actor.send({ type: 'agent.close' });
    actor.send({ type: 'agent.getIt', agentId: 'documents' });
    expect(actor.getSnapshot().matches({ screen: 'browsing' })).toBe(true);
    expect(actor.getSnapshot().context.trials).toHaveLength(1);
  });

  it('announces coming-soon cards only', async () => {
    const { actor, announced } = await startDashboard();
    actor.send({ type: 'card.select', agentId: 'visual' });
    actor.send({ type: 'card.select', agentId: 'documents' });
    expect(announced).toEqual(['coming soon']);
  });

  it('opens only agents the user has a trial for, and closes back to browsing', async () => {
    const { actor } = await startDashboard();
    actor.send({ type: 'agent.open', agentId: 'documents' });
    expect(actor.getSnapshot().matches({ screen: 'browsing' })).toBe(true);
    expect(actor.getSnapshot().matches({ panel: 'hidden' })).toBe(true);
    actor.send({ type: 'agent.getIt', agentId: 'documents' });
    actor.send({ type: 'trial.start' });
    actor.send({ type: 'agent.close' });
    expect(actor.getSnapshot().matches({ screen: 'browsing' })).toBe(true);
    expect(actor.getSnapshot().context.openAgentId).toBeNull();
    actor.send({ type: 'panel.toggle' });
    actor.send({ type: 'agent.open', agentId: 'documents' });
    expect(actor.getSnapshot().value).toMatchObject({ screen: 'chatting', panel: 'shown' });
    expect(actor.getSnapshot().context.openAgentId).toBe('documents');
  });

  it('toggles the panel at any time, even before any agent is opened, but not behind the dialog', async () => {
    const { actor } = await startDashboard();
    actor.send({ type: 'panel.toggle' });
    expect(actor.getSnapshot().matches({ panel: 'shown' })).toBe(true);
    actor.send({ type: 'panel.toggle' });
    expect(actor.getSnapshot().matches({ panel: 'hidden' })).toBe(true);
    actor.send({ type: 'agent.getIt', agentId: 'documents' });
    actor.send({ type: 'panel.toggle' });
    actor.send({ type: 'drawer.open' });
    expect(actor.getSnapshot().value).toMatchObject({ panel: 'hidden', drawer: 'closed' });
  });

  it('the drawer of small screens opens on request only and closes once an agent is picked', async () => {
    const { actor } = await startDashboard();
    actor.send({ type: 'drawer.open' });
    expect(actor.getSnapshot().matches({ drawer: 'open' })).toBe(true);
    actor.send({ type: 'drawer.close' });
    actor.send({ type: 'agent.getIt', agentId: 'documents' });
    actor.send({ type: 'trial.start' });
    expect(actor.getSnapshot().matches({ drawer: 'closed' })).toBe(true);
    actor.send({ type: 'drawer.open' });
    actor.send({ type: 'agent.open', agentId: 'documents' });
    expect(actor.getSnapshot().value).toMatchObject({ screen: 'chatting', drawer: 'closed' });
  });

  it('chats with the open agent in a child chat, and starts a new chat for another agent', async () => {
    // One agent is available today: let this dashboard start a trial of any agent it lacks.
    const actor = createActor(
      trialMachine.provide({
        actors: { loadTrials: fromPromise(async (): Promise<TrialRecord[]> => []) },
        guards: {
          canStartTrial: ({ context, event }) =>
            event.type === 'agent.getIt' &&
            !context.trials.some((t) => t.agentId === event.agentId),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches({ records: 'ready' }));
    const chat = () => chatOf(actor);
    expect(chat()).toBeUndefined();
    actor.send({ type: 'agent.getIt', agentId: 'documents' });
    actor.send({ type: 'trial.start' });
    const documentsChat = chat()!;
    expect(documentsChat.getSnapshot().context.agentId).toBe('documents');
    documentsChat.send({ type: 'draft.change', text: 'half a question' });
    // The open agent again: the same conversation.
    actor.send({ type: 'agent.open', agentId: 'documents' });
    expect(chat()).toBe(documentsChat);

    actor.send({ type: 'agent.close' });
    expect(chat()).toBeUndefined();
    expect(documentsChat.getSnapshot().status).toBe('stopped');
    actor.send({ type: 'agent.getIt', agentId: 'sales' });
    actor.send({ type: 'trial.start' });
    const salesChat = chat()!;
    expect(salesChat.getSnapshot().context.agentId).toBe('sales');

    actor.send({ type: 'agent.open', agentId: 'documents' });
    expect(actor.getSnapshot().context.openAgentId).toBe('documents');
    expect(salesChat.getSnapshot().status).toBe('stopped');
    expect(chat()).not.toBe(documentsChat);
    expect(chat()!.getSnapshot().context).toMatchObject({ agentId: 'documents', draft: '' });
    expect(chat()!.getSnapshot().context.messages).toHaveLength(1);
  });

  it('while chatting, agents are picked from the panel or the drawer only', async () => {
    const { actor } = await startDashboard();
    actor.send({ type: 'agent.getIt', agentId: 'documents' });
    actor.send({ type: 'trial.start' });
    actor.send({ type: 'panel.toggle' });
    expect(actor.getSnapshot().can({ type: 'agent.open', agentId: 'documents' })).toBe(false);
    actor.send({ type: 'drawer.open' });
    expect(actor.getSnapshot().can({ type: 'agent.open', agentId: 'documents' })).toBe(true);
  });
});
