import {
  getInitialSnapshot,
  getNextSnapshot,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type AnyActorRef,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import { expect, type Mock } from 'vitest';

/**
 * Paths for the model-based path tests of every machine (sign-up, sign-in, chat, document upload,
 * trial), which invoke actors and use delays (createTestModel refuses those). For every edge of
 * the machine's graph (kept only where the source snapshot `.can()` take the event) the shortest
 * path to its source extended by that edge. Driving one path per edge through the UI is slow, so
 * only a covering set is kept (`keepCoveringPaths`). A `CoverageRecorder` then records what the
 * driven paths walked and reports it against every state and transition of the machine.
 */

export interface PathStep<TEvent extends EventObject = EventObject> {
  event: TEvent;
  /** The snapshot before the event. */
  from: AnyMachineSnapshot;
  /** The snapshot after it. */
  to: AnyMachineSnapshot;
  /** Identifies the edge: serialized source plus serialized event. */
  edge: string;
  /** The transitions of the machine the event takes (see `describeTransition`). */
  transitions: string[];
}

/** The steps of one path from the initial snapshot (the first step's `from`). */
export type TestPath<TEvent extends EventObject = EventObject> = PathStep<TEvent>[];

export interface PathPlan<TEvent extends EventObject = EventObject> {
  /** Paths to drive through the UI; together they visit every state and take every transition. */
  paths: TestPath<TEvent>[];
  /** Every transition of the machine (see `describeTransition`). */
  transitions: Set<string>;
  /** Every state node id of the machine (its root aside, which is always active). */
  stateIds: Set<string>;
}

/** An invoked actor's answer, which the machine receives as an event. */
export type ActorEvent =
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown };

export interface PlanOptions<TEvent extends EventObject> {
  /**
   * The events that carry values, each variant to try (say, a complete and a partial code, or
   * the server's answer and its failures); an event type not listed is sent as `{ type }`.
   */
  events?: readonly (TEvent | ActorEvent)[];
  /** What makes two snapshots the same for the UI (keep it finite: leave growing lists out). */
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  /**
   * Leaves out events the surroundings can never send in a snapshot (say, a second upload
   * while the attach button is disabled), with the reason written next to the rule.
   */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: TEvent) => boolean;
  input?: unknown;
}

const nodesOf = (snapshot: AnyMachineSnapshot) =>
  (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;

/** The active state nodes of a snapshot (atomic and their ancestors). */
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return nodesOf(snapshot).map((node) => node.id);
}

/** Every transition definition of the machine, eventless ones included. */
export function transitionsOf(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
}

/** A readable name for a transition: source, event, candidate index, targets. */
export function describeTransition(t: AnyTransitionDefinition): string {
  const candidates = t.source.transitions.get(t.eventType) ?? t.source.always ?? [];
  const index = candidates.indexOf(t);
  const targets = t.target?.map((n: AnyStateNode) => n.id).join(',') ?? '(self)';
  return `${t.source.id} --${t.eventType}${candidates.length > 1 ? `[${index}]` : ''}--> ${targets}`;
}

/** A path's name for its test: its events, with the machine's own events shortened. */
export function describePath<TEvent extends EventObject>(
  path: TestPath<TEvent>,
  describeEvent: (event: TEvent) => string | undefined = () => undefined,
): string {
  return path
    .map(
      ({ event }) =>
        describeEvent(event) ??
        event.type
          .replace(/^xstate\.(done|error)\.actor\./, '$1:')
          .replace(/^xstate\.after\.(\w+)\..*/, 'after:$1'),
    )
    .join(' → ');
}

function ownEventTypes(snapshot: AnyMachineSnapshot): string[] {
  return [...new Set(nodesOf(snapshot).flatMap((node) => node.ownEvents))];
}

export function planPaths<TEvent extends EventObject = EventObject>(
  machine: AnyStateMachine,
  { events: variants = [], serializeState, filterEvents = () => true, input }: PlanOptions<TEvent>,
): PathPlan<TEvent> {
  const variantsOf = (type: string) => {
    const given = variants.filter((event) => event.type === type);
    return (given.length ? given : [{ type }]) as TEvent[];
  };
  const events = (snapshot: AnyMachineSnapshot) =>
    ownEventTypes(snapshot)
      // A state's done event is raised by the machine itself when its regions finish.
      .filter((type) => !type.startsWith('xstate.done.state.'))
      .flatMap(variantsOf)
      .filter((event) => filterEvents(snapshot, event));
  // Files and errors would all serialize as {}: name them, so their edges stay apart.
  const serializeEvent = (event: EventObject) =>
    JSON.stringify(event, (_key, value: unknown) => {
      if (value instanceof File) return `File(${value.name}, ${value.size} bytes)`;
      if (value instanceof Error) return `Error(${value.message})`;
      return value;
    });
  const edgeId = (from: AnyMachineSnapshot, event: EventObject) =>
    `${serializeState(from)} ⟶ ${serializeEvent(event)}`;
  const traversal = { events, serializeState, serializeEvent, input } as never;

  // The graph keeps one snapshot per serialized state, whichever way it was first reached, so
  // paths are kept as events and replayed: each step's snapshots are the ones that path makes.
  const replay = (events: readonly TEvent[]): TestPath<TEvent> => {
    let from = getInitialSnapshot(machine, input) as AnyMachineSnapshot;
    return events.map((event) => {
      const to = getNextSnapshot(machine, from, event) as AnyMachineSnapshot;
      const transitions = takenTransitions(machine, from, event, to).map(describeTransition);
      const step = { event, from, to, edge: edgeId(from, event), transitions };
      from = to;
      return step;
    });
  };

  const eventsTo = new Map<string, TEvent[]>();
  for (const path of getShortestPaths(machine, traversal)) {
    const events = path.steps.slice(1).map((step) => step.event as TEvent);
    eventsTo.set(serializeState(path.state as AnyMachineSnapshot), events);
  }

  const candidates: TestPath<TEvent>[] = [];
  const adjacency = getAdjacencyMap(machine, traversal);
  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    const from = state as AnyMachineSnapshot;
    for (const { event, state: to } of Object.values(transitions) as {
      event: TEvent;
      state: AnyMachineSnapshot;
    }[]) {
      if (!from.can(event)) continue;
      const prefix = eventsTo.get(key);
      if (!prefix) throw new Error(`No path to ${key}`);
      const path = replay([...prefix, event]);
      const last = path.at(-1)!;
      if (serializeState(last.to) !== serializeState(to)) {
        throw new Error(`Replaying the path to ${last.edge} does not end where the graph says`);
      }
      candidates.push(path);
    }
  }

  const stateIds = new Set(getStateNodes(machine.root).map((node) => node.id));
  const transitions = new Set(transitionsOf(machine).map(describeTransition));
  return { paths: selectCoveringPaths(candidates), transitions, stateIds };
}

const isWithin = (node: AnyStateNode, ancestor: AnyStateNode) => {
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) if (n === ancestor) return true;
  return false;
};

/**
 * The transitions `event` takes from `from`, plus the `onDone` transition of each state its
 * regions finished (a done event the machine raises itself within the same step).
 */
export function takenTransitions(
  machine: AnyStateMachine,
  from: AnyMachineSnapshot,
  event: EventObject,
  to: AnyMachineSnapshot,
): AnyTransitionDefinition[] {
  const direct = machine.getTransitionData(from, event) as AnyTransitionDefinition[];
  const before = nodesOf(from);
  const after = nodesOf(to);
  const finished = before.filter(
    (node) =>
      !after.includes(node) &&
      direct.every((t) => (t.target ?? []).every((target) => isWithin(target, node))),
  );
  const done = finished.flatMap((node) =>
    (node.transitions.get(`xstate.done.state.${node.id}`) ?? [])
      .filter((t) => (t.target ?? []).every((target) => after.includes(target)))
      .slice(0, 1),
  );
  return [...direct, ...eventlessTaken(from, direct, to), ...done];
}

/**
 * The eventless (`always`) transitions taken after the event's, within the same step: from a
 * state the step reached or stayed in, to states active at its end (a state waiting on a guard
 * that the event made true, or a transient one the event entered).
 */
function eventlessTaken(
  from: AnyMachineSnapshot,
  direct: AnyTransitionDefinition[],
  to: AnyMachineSnapshot,
): AnyTransitionDefinition[] {
  const after = nodesOf(to);
  const leftByEvent = (node: AnyStateNode) =>
    direct.some((t) => t.target !== undefined && isWithin(node, t.source));
  const reached = [
    ...nodesOf(from).filter((node) => !leftByEvent(node)),
    ...direct.flatMap((t) => t.target ?? []),
  ];
  const taken: AnyTransitionDefinition[] = [];
  for (let i = 0; i < reached.length; i += 1) {
    const node = reached[i]!;
    if (after.includes(node)) continue;
    // Its targets are active at the end, or left again by an eventless transition of their own.
    const transition = (node.always ?? []).find(
      (t) =>
        t.target?.length &&
        t.target.every((target) => after.includes(target) || (target.always?.length ?? 0) > 0),
    );
    if (!transition || taken.includes(transition)) continue;
    taken.push(transition);
    reached.push(...transition.target!);
  }
  return taken;
}

/** What a path covers: the state nodes it visits and the transitions it takes. */
function coveredBy(path: TestPath<EventObject>): Set<string> {
  return new Set(
    path.flatMap((step) => [
      ...activeStateIds(step.from).map((id) => `state ${id}`),
      ...activeStateIds(step.to).map((id) => `state ${id}`),
      ...step.transitions,
    ]),
  );
}

function selectCoveringPaths<TEvent extends EventObject>(candidates: TestPath<TEvent>[]) {
  return keepCoveringPaths(candidates.map((path) => ({ path, items: coveredBy(path) })));
}

/**
 * Greedy set cover: keeps the path that adds the most items not yet covered (the longer one on a
 * tie), until no path adds anything.
 */
export function keepCoveringPaths<P extends { length: number }, I>(
  candidates: { path: P; items: Set<I> }[],
): P[] {
  const covered = new Set<I>();
  const kept: P[] = [];
  for (;;) {
    let best: (typeof candidates)[number] | undefined;
    let bestGain = 0;
    for (const candidate of candidates) {
      const gain = [...candidate.items].filter((item) => !covered.has(item)).length;
      if (
        gain > bestGain ||
        (gain === bestGain && gain > 0 && candidate.path.length > best!.path.length)
      ) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) return kept;
    kept.push(best.path);
    best.items.forEach((item) => covered.add(item));
  }
}

/**
 * Records what the driven paths walked (call `visit` with a path's first snapshot, then `walk`
 * after each step has been checked on screen), and reports it against every state and
 * transition of the machine.
 */
export class CoverageRecorder {
  private readonly takenTransitions = new Set<string>();
  private readonly visitedStates = new Set<string>();

  constructor(private readonly plan: PathPlan<EventObject>) {}

  visit(snapshot: AnyMachineSnapshot) {
    for (const id of activeStateIds(snapshot)) this.visitedStates.add(id);
  }

  walk(step: PathStep<EventObject>) {
    for (const transition of step.transitions) {
      this.takenTransitions.add(transition);
      // A transition's source was active, a transient state's too (no snapshot shows one).
      this.visitedStates.add(transition.slice(0, transition.indexOf(' --')));
    }
    this.visit(step.from);
    this.visit(step.to);
  }

  /** Prints the coverage line for `name` and returns what was missed. */
  report(name: string) {
    const { stateIds, transitions, paths } = this.plan;
    const visited = [...stateIds].filter((id) => this.visitedStates.has(id));
    const taken = [...transitions].filter((t) => this.takenTransitions.has(t));
    const steps = paths.reduce((sum, path) => sum + path.length, 0);
    console.info(
      `${name} path coverage: states ${visited.length}/${stateIds.size}, ` +
        `transitions ${taken.length}/${transitions.size} ` +
        `(${paths.length} paths, ${steps} steps driven)`,
    );
    return {
      missingStates: [...stateIds].filter((id) => !this.visitedStates.has(id)),
      missingTransitions: [...transitions].filter((t) => !this.takenTransitions.has(t)),
    };
  }
}

/**
 * The transitions a live actor takes, named as a plan names them, to check each driven step
 * against its model: give `inspect` to `createActor`; `take()` returns the root actor's
 * transitions since it was last called, eventless ones included (a transient state's at start,
 * which no planned step shows).
 */
export function transitionLog() {
  let taken: string[] = [];
  return {
    inspect(event: InspectionEvent) {
      if (event.type === '@xstate.microstep' && event.actorRef.sessionId === event.rootId) {
        taken.push(...event._transitions.map(describeTransition));
      }
    },
    take() {
      const result = taken;
      taken = [];
      return result;
    },
  };
}

/**
 * Checks that each spied action ran, since the last check, as often as the transitions of `step`
 * name it in `machine` (say, that the root was told just where the session ended).
 */
export function expectActionsRan(machine: AnyStateMachine, step: PathStep, spies: Spies) {
  const ran = transitionsOf(machine)
    .filter((t) => step.transitions.includes(describeTransition(t)))
    .flatMap((t) => t.actions.map((action) => (action as { type?: unknown }).type ?? action));
  for (const [name, spy] of Object.entries(spies)) {
    expect(spy, name).toHaveBeenCalledTimes(ran.filter((action) => action === name).length);
    spy.mockClear();
  }
}
type Spies = Record<string, Mock>;

/**
 * Checks a live actor's children after a step (`after`, its snapshot; `before`, the one before
 * the step) against the model's: the same ids; a child the model kept is the same live actor,
 * one it started is a new one, each runs, and one it left runs no more.
 */
export function expectChildrenToFollow(
  step: PathStep,
  before: AnyMachineSnapshot,
  after: AnyMachineSnapshot,
) {
  type Children = Record<string, AnyActorRef | undefined>;
  const [was, is] = [before.children as Children, after.children as Children];
  const model = { from: step.from.children as Children, to: step.to.children as Children };
  expect(Object.keys(is).sort()).toEqual(Object.keys(model.to).sort());
  for (const [id, child] of Object.entries(is)) {
    const kept = model.from[id] !== undefined && model.from[id] === model.to[id];
    if (kept) expect(child, `${id}, kept`).toBe(was[id]);
    else expect(child, `${id}, started`).not.toBe(was[id]);
    expect(child?.getSnapshot().status, `${id} runs`).toBe('active');
  }
  for (const [id, child] of Object.entries(was)) {
    if (child !== is[id]) expect(child?.getSnapshot().status, `${id} left`).not.toBe('active');
  }
}
