import { createActor } from 'xstate';
import { trialMachine } from './trial.machine';

function startDashboard() {
  const announced: string[] = [];
  const actor = createActor(
    trialMachine.provide({
      actions: {
        announceComingSoon: () => announced.push('coming soon'),
        announceTrialStarted: (_, params) => announced.push(`trial started: ${params.agentId}`),
      },
    }),
  ).start();
  return { actor, announced };
}

describe('trial machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-11-30T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('starts browsing with no trials, the panel hidden and a wide layout', () => {
    const { actor } = startDashboard();
    expect(actor.getSnapshot().value).toEqual({
      screen: 'browsing',
      panel: 'hidden',
      drawer: 'closed',
    });
    expect(actor.getSnapshot().context.trials).toEqual([]);
  });

  it('offers a trial of an available agent; declining changes nothing', () => {
    const { actor, announced } = startDashboard();
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

  it('starting the trial records it, opens the agent, shows the panel and announces it', () => {
    const { actor, announced } = startDashboard();
    actor.send({ type: 'agent.getIt', agentId: 'documents' });
    actor.send({ type: 'trial.start' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ screen: 'chatting', panel: 'shown', drawer: 'closed' });
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
  });

  it('never offers a coming-soon agent or one the user already has', () => {
    const { actor } = startDashboard();
    actor.send({ type: 'agent.getIt', agentId: 'sales' });
    expect(actor.getSnapshot().matches({ screen: 'browsing' })).toBe(true);
    actor.send({ type: 'agent.getIt', agentId: 'documents' });
    actor.send({ type: 'trial.start' });
    actor.send({ type: 'agent.close' });
    actor.send({ type: 'agent.getIt', agentId: 'documents' });
    expect(actor.getSnapshot().matches({ screen: 'browsing' })).toBe(true);
    expect(actor.getSnapshot().context.trials).toHaveLength(1);
  });

  it('announces coming-soon cards only', () => {
    const { actor, announced } = startDashboard();
    actor.send({ type: 'card.select', agentId: 'visual' });
    actor.send({ type: 'card.select', agentId: 'documents' });
    expect(announced).toEqual(['coming soon']);
  });

  it('opens only agents the user has a trial for, and closes back to browsing', () => {
    const { actor } = startDashboard();
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

  it('toggles the panel at any time, even before any agent is opened, but not behind the dialog', () => {
    const { actor } = startDashboard();
    actor.send({ type: 'panel.toggle' });
    expect(actor.getSnapshot().matches({ panel: 'shown' })).toBe(true);
    actor.send({ type: 'panel.toggle' });
    expect(actor.getSnapshot().matches({ panel: 'hidden' })).toBe(true);
    actor.send({ type: 'agent.getIt', agentId: 'documents' });
    actor.send({ type: 'panel.toggle' });
    actor.send({ type: 'drawer.open' });
    expect(actor.getSnapshot().value).toMatchObject({ panel: 'hidden', drawer: 'closed' });
  });

  it('the drawer of small screens opens on request only and closes once an agent is picked', () => {
    const { actor } = startDashboard();
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

  it('chats with the open agent in a child chat, and starts a new chat for another agent', () => {
    // One agent is available today: let this dashboard start a trial of any agent it lacks.
    const actor = createActor(
      trialMachine.provide({
        guards: {
          canStartTrial: ({ context, event }) =>
            event.type === 'agent.getIt' &&
            !context.trials.some((t) => t.agentId === event.agentId),
        },
      }),
    ).start();
    const chat = () => actor.getSnapshot().children.chat;
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

  it('while chatting, agents are picked from the panel or the drawer only', () => {
    const { actor } = startDashboard();
    actor.send({ type: 'agent.getIt', agentId: 'documents' });
    actor.send({ type: 'trial.start' });
    actor.send({ type: 'panel.toggle' });
    expect(actor.getSnapshot().can({ type: 'agent.open', agentId: 'documents' })).toBe(false);
    actor.send({ type: 'drawer.open' });
    expect(actor.getSnapshot().can({ type: 'agent.open', agentId: 'documents' })).toBe(true);
  });
});
