import {
  fromPromise,
  getInitialSnapshot,
  getNextSnapshot,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';

/**
 * Paths for model-based tests of machines that invoke actors or use delays (createTestModel
 * refuses those). Following DESIGN.md: the shortest path to every state, and for every edge of
 * the adjacency map (kept only where the source snapshot `.can()` take the event) the shortest
 * path to its source extended by that edge. Paths are chosen longest first and skipped when
 * earlier ones already walk their edge, so each edge is driven at least once with few renders.
 */

export interface PathStep<TEvent extends EventObject> {
  event: TEvent;
  /** The snapshot before the event. */
  from: AnyMachineSnapshot;
  /** The snapshot after it. */
  to: AnyMachineSnapshot;
  /** Identifies the edge: serialized source plus serialized event. */
  edge: string;
}

export interface TransitionPlan<TEvent extends EventObject> {
  /** Paths to drive through the UI; together they walk every edge. */
  paths: PathStep<TEvent>[][];
  /** Every edge the UI must walk. */
  edges: Set<string>;
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
      const step = { event, from, to, edge: edgeId(from, event) };
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
  const edges = new Set<string>();
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
      edges.add(last.edge);
      candidates.push(path);
    }
  }

  const walked = new Set<string>();
  const paths: PathStep<TEvent>[][] = [];
  for (const path of candidates.sort((a, b) => b.length - a.length)) {
    if (walked.has(path.at(-1)!.edge)) continue;
    paths.push(path);
    for (const step of path) walked.add(step.edge);
  }

  const stateIds = new Set(getStateNodes(machine.root).map((node) => node.id));
  return { paths, edges, stateIds };
}

/** Records what the driven paths walked, and reports it against the plan. */
export class CoverageRecorder {
  private readonly walkedEdges = new Set<string>();
  private readonly visitedStates = new Set<string>();

  constructor(private readonly plan: TransitionPlan<EventObject>) {}

  visit(snapshot: AnyMachineSnapshot) {
    for (const id of activeStateIds(snapshot)) this.visitedStates.add(id);
  }

  walk(step: PathStep<EventObject>) {
    this.walkedEdges.add(step.edge);
    this.visit(step.from);
    this.visit(step.to);
  }

  report(name: string) {
    const states = [...this.plan.stateIds].filter((id) => this.visitedStates.has(id));
    const edges = [...this.plan.edges].filter((edge) => this.walkedEdges.has(edge));
    const missingStates = [...this.plan.stateIds].filter((id) => !this.visitedStates.has(id));
    const missingEdges = [...this.plan.edges].filter((edge) => !this.walkedEdges.has(edge));
    console.info(
      `${name} path coverage: states ${states.length}/${this.plan.stateIds.size}, ` +
        `transitions ${edges.length}/${this.plan.edges.size} ` +
        `(${this.plan.paths.length} paths driven through the UI)`,
    );
    return { missingStates, missingEdges };
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
