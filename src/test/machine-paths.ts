import {
  fromPromise,
  getInitialSnapshot,
  getNextSnapshot,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import {
  describeTransition,
  keepCoveringPaths,
  transitionsOf,
} from '@machines/auth-dialog/path-plan';

/**
 * Paths for model-based tests of machines that invoke actors or use delays (createTestModel
 * refuses those). For every edge of the adjacency map (kept only where the
 * source snapshot `.can()` take the event) the shortest path to its source extended by that
 * edge. Rendering one path per edge is slow, so only a covering set is driven: paths are picked
 * greedily, the one adding the most not-yet-covered state nodes and transitions first (longest
 * on ties), until they cover every state node and every transition the candidates reach.
 */

export interface PathStep<TEvent extends EventObject> {
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

export interface TransitionPlan<TEvent extends EventObject> {
  /** Paths to drive through the UI; together they take every transition. */
  paths: PathStep<TEvent>[][];
  /** Every transition of the machine the UI must take. */
  transitions: Set<string>;
  /** Every state node id of the machine. */
  stateIds: Set<string>;
}

interface PlanOptions<TEvent extends EventObject> {
  /** Payloads for events that need them, by type; other events are sent as `{ type }`. */
  payloads?: Partial<Record<TEvent['type'], TEvent[]>>;
  /** What makes two snapshots the same for the UI (keep it finite: leave growing lists out). */
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  /**
   * Leaves out events the surroundings can never send in a snapshot (say, a second upload
   * while the attach button is disabled), with the reason written next to the rule.
   */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: TEvent) => boolean;
  input?: unknown;
}

/** The active state nodes of a snapshot (atomic and their ancestors). */
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes.map((node) => node.id);
}

function ownEventTypes(snapshot: AnyMachineSnapshot): string[] {
  const nodes = (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;
  return [...new Set(nodes.flatMap((node) => node.ownEvents))];
}

export function planTransitionPaths<TEvent extends EventObject>(
  machine: AnyStateMachine,
  { payloads = {}, serializeState, filterEvents = () => true, input }: PlanOptions<TEvent>,
): TransitionPlan<TEvent> {
  const payloadsByType = payloads as Record<string, TEvent[] | undefined>;
  const events = (snapshot: AnyMachineSnapshot) =>
    ownEventTypes(snapshot)
      .flatMap((type) => payloadsByType[type] ?? [{ type } as unknown as TEvent])
      // A state's done event is raised by the machine itself when its regions finish.
      .filter((event) => !event.type.startsWith('xstate.done.state.'))
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
  const replay = (events: readonly TEvent[]): PathStep<TEvent>[] => {
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

  const candidates: PathStep<TEvent>[][] = [];
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
function takenTransitions(
  machine: AnyStateMachine,
  from: AnyMachineSnapshot,
  event: EventObject,
  to: AnyMachineSnapshot,
): AnyTransitionDefinition[] {
  const direct = machine.getTransitionData(from, event) as AnyTransitionDefinition[];
  const before = (from as unknown as { _nodes: AnyStateNode[] })._nodes;
  const after = (to as unknown as { _nodes: AnyStateNode[] })._nodes;
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
  return [...direct, ...done];
}

function selectCoveringPaths<TEvent extends EventObject>(candidates: PathStep<TEvent>[][]) {
  const itemsOf = (path: PathStep<TEvent>[]) =>
    new Set(
      path.flatMap((step) => [
        ...activeStateIds(step.from).map((id) => `state ${id}`),
        ...activeStateIds(step.to).map((id) => `state ${id}`),
        ...step.transitions,
      ]),
    );
  return keepCoveringPaths(candidates.map((path) => ({ path, items: itemsOf(path) })));
}

/** Records what the driven paths walked, and reports it against the plan. */
export class CoverageRecorder {
  private readonly takenTransitions = new Set<string>();
  private readonly visitedStates = new Set<string>();

  constructor(private readonly plan: TransitionPlan<EventObject>) {}

  visit(snapshot: AnyMachineSnapshot) {
    for (const id of activeStateIds(snapshot)) this.visitedStates.add(id);
  }

  walk(step: PathStep<EventObject>) {
    step.transitions.forEach((transition) => this.takenTransitions.add(transition));
    this.visit(step.from);
    this.visit(step.to);
  }

  report(name: string) {
    const states = [...this.plan.stateIds].filter((id) => this.visitedStates.has(id));
    const { transitions } = this.plan;
    const taken = [...transitions].filter((t) => this.takenTransitions.has(t));
    const missingStates = [...this.plan.stateIds].filter((id) => !this.visitedStates.has(id));
    const missingTransitions = [...transitions].filter((t) => !this.takenTransitions.has(t));
    console.info(
      `${name} path coverage: states ${states.length}/${this.plan.stateIds.size}, ` +
        `transitions ${taken.length}/${transitions.size} ` +
        `(${this.plan.paths.length} paths driven through the UI)`,
    );
    return { missingStates, missingTransitions };
  }
}

/**
 * A promise actor the test settles by hand, so an `xstate.done.actor.*` or
 * `xstate.error.actor.*` step happens exactly when the path says.
 */
export function settleableActor<TOutput, TInput>() {
  const pending: { resolve: (value: TOutput) => void; reject: (error: unknown) => void }[] = [];
  const logic = fromPromise<TOutput, TInput>(
    () => new Promise<TOutput>((resolve, reject) => pending.push({ resolve, reject })),
  );
  const next = () => {
    const call = pending.shift();
    if (!call) throw new Error('The actor has not been invoked');
    return call;
  };
  return {
    logic,
    resolve: (value: TOutput) => next().resolve(value),
    reject: (error: unknown) => next().reject(error),
  };
}
