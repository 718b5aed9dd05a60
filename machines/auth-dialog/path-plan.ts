import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';

/** One step of a test path: the event, and the machine's snapshot after it. */
export interface PathStep {
  event: EventObject;
  state: AnyMachineSnapshot;
}

/** Steps from the initial snapshot (the first step's event is 'xstate.init'). */
export type TestPath = PathStep[];

export type SerializeState = (snapshot: AnyMachineSnapshot) => string;

export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    nodes.push(node);
    Object.values(node.states).forEach((child) => visit(child as AnyStateNode));
  };
  visit(machine.root);
  return nodes;
}

export function transitionsOf(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return stateNodesOf(machine).flatMap((node) => [
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

/**
 * Every event some state accepts (including `xstate.after.*` and `xstate.done/error.actor.*`):
 * the detailed variants given for a type (with values, outputs, errors), else the bare type.
 */
export function eventCatalogue(machine: AnyStateMachine, detailed: EventObject[]): EventObject[] {
  const types = new Set(stateNodesOf(machine).flatMap((node) => node.ownEvents as string[]));
  return [...types].flatMap((type) => {
    const variants = detailed.filter((e) => e.type === type);
    return variants.length ? variants : [{ type }];
  });
}

/**
 * For every edge of the adjacency map whose source snapshot can take
 * the event, the shortest path to the source extended by that edge. Rendering one path per edge
 * is slow (a hundred dialogs for sign-up), so only a covering set is kept: paths are picked
 * greedily, the one adding the most not-yet-covered state nodes and transitions first (longest
 * on ties), until every state and transition the candidates reach is covered; `coverageOf`
 * then checks that this is every state and transition of the machine.
 */
export function planEdgePaths(
  machine: AnyStateMachine,
  { events, serializeState }: { events: EventObject[]; serializeState: SerializeState },
): TestPath[] {
  const options = { events, serializeState };
  const adjacency = getAdjacencyMap(machine, options);
  const shortest = new Map(
    getShortestPaths(machine, options).map((path) => [serializeState(path.state), path.steps]),
  );
  const paths: TestPath[] = [];
  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    const prefix = shortest.get(key);
    if (!prefix) continue;
    const edges = Object.values(transitions) as { event: EventObject; state: AnyMachineSnapshot }[];
    for (const { event, state: next } of edges) {
      if (state.can(event)) paths.push([...prefix, { event, state: next }]);
    }
  }
  return selectCoveringPaths(machine, paths);
}

/** What a path covers: the state nodes it visits and the transitions it takes. */
function coveredBy(machine: AnyStateMachine, path: TestPath): Set<unknown> {
  const items = new Set<unknown>();
  path.forEach((step, i) => {
    step.state._nodes.forEach((node: AnyStateNode) => items.add(node));
    const previous = path[i - 1];
    if (previous)
      machine.getTransitionData(previous.state, step.event).forEach((t) => items.add(t));
  });
  return items;
}

function selectCoveringPaths(machine: AnyStateMachine, candidates: TestPath[]): TestPath[] {
  return keepCoveringPaths(candidates.map((path) => ({ path, items: coveredBy(machine, path) })));
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

export interface Coverage {
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

/** Which state nodes and transition definitions the paths go through. */
export function coverageOf(machine: AnyStateMachine, paths: TestPath[]): Coverage {
  const allNodes = stateNodesOf(machine);
  const allTransitions = transitionsOf(machine);
  const seenNodes = new Set<AnyStateNode>();
  const seenTransitions = new Set<AnyTransitionDefinition>();
  for (const path of paths) {
    path.forEach((step, i) => {
      step.state._nodes.forEach((node: AnyStateNode) => seenNodes.add(node));
      const previous = path[i - 1];
      if (previous) {
        machine
          .getTransitionData(previous.state, step.event)
          .forEach((t: AnyTransitionDefinition) => seenTransitions.add(t));
      }
    });
  }
  return {
    states: {
      covered: allNodes.filter((n) => seenNodes.has(n)).length,
      total: allNodes.length,
      missing: allNodes.filter((n) => !seenNodes.has(n)).map((n) => n.id),
    },
    transitions: {
      covered: allTransitions.filter((t) => seenTransitions.has(t)).length,
      total: allTransitions.length,
      missing: allTransitions.filter((t) => !seenTransitions.has(t)).map(describeTransition),
    },
  };
}

export function formatCoverage(flow: string, paths: TestPath[], coverage: Coverage): string {
  const steps = paths.reduce((sum, path) => sum + path.length - 1, 0);
  return (
    `${flow}: ${paths.length} paths, ${steps} steps; ` +
    `states ${coverage.states.covered}/${coverage.states.total}, ` +
    `transitions ${coverage.transitions.covered}/${coverage.transitions.total}`
  );
}

export function describePath(path: TestPath): string {
  return path
    .slice(1)
    .map((step) => step.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:'))
    .join(' → ');
}

interface ParameterizedAction {
  type: string;
  params?: unknown;
}

/**
 * The toast the model says `event` shows from `before` (the last one if several): read from
 * the taken transitions' `showError` / `showSuccess` actions and their params.
 */
export function expectedToast(
  machine: AnyStateMachine,
  before: AnyMachineSnapshot,
  event: EventObject,
): { title: string; message: string } | undefined {
  const actions = machine
    .getTransitionData(before, event)
    .flatMap((t: AnyTransitionDefinition) => t.actions as unknown[])
    .filter(
      (a): a is ParameterizedAction =>
        typeof a === 'object' &&
        a !== null &&
        ['showError', 'showSuccess'].includes((a as ParameterizedAction).type),
    );
  const last = actions.at(-1);
  if (!last) return undefined;
  const params =
    typeof last.params === 'function'
      ? (last.params as (args: unknown) => unknown)({ context: before.context, event })
      : last.params;
  return params as { title: string; message: string };
}
