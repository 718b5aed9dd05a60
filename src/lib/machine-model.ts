import type { AnyStateMachine, StateValue } from 'xstate';

/**
 * A plain description of an XState machine's structure (states, transitions, guards, invoked
 * actors, delays), read from the machine definition itself. The diagram generator turns it
 * into Mermaid; the flow inspector renders it with the active state highlighted.
 */
export type TransitionKind = 'event' | 'always' | 'after' | 'done' | 'error';

export interface TransitionModel {
  kind: TransitionKind;
  /** The event type as the machine sees it ('' for eventless `always` transitions). */
  event: string;
  /** What a reader sees on the arrow: event, delay or actor outcome, plus the guard. */
  label: string;
  guard?: string;
  /** Dotted paths of the target states; empty when the transition stays where it is. */
  targets: string[];
  actions: string[];
}

export interface InvokeModel {
  id: string;
  src: string;
}

export interface StateModel {
  key: string;
  /** Dotted path from the root ('' for the root, 'otp.idle' for a nested state). */
  path: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Dotted path of the initial child, for compound states. */
  initial?: string;
  tags: string[];
  invokes: InvokeModel[];
  /** Children it runs from logic loaded on demand: started on the way in, stopped on exit. */
  runs: string[];
  transitions: TransitionModel[];
  children: StateModel[];
}

export interface MachineModel {
  id: string;
  root: StateModel;
}

type AnyNode = AnyStateMachine['root'];
type AnyTransition =
  ReturnType<AnyNode['transitions']['get']> extends (infer T)[] | undefined ? T : never;

const pathOf = (node: AnyNode) => node.path.join('.');

function nameOf(thing: unknown): string {
  if (typeof thing === 'string') return thing;
  if (thing && typeof thing === 'object' && 'type' in thing && typeof thing.type === 'string') {
    return thing.type;
  }
  if (typeof thing === 'function') return thing.name || 'anonymous';
  return String(thing);
}

/** Guard names as written in setup(), with not/and/or spelled out. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'function' && 'guards' in guard && Array.isArray(guard.guards)) {
    const inner = guard.guards.map(guardName);
    if (guard.name === 'not') return `!${inner[0]}`;
    if (guard.name === 'and') return `(${inner.join(' && ')})`;
    if (guard.name === 'or') return `(${inner.join(' || ')})`;
  }
  return nameOf(guard);
}

function describeTransition(
  kind: TransitionKind,
  event: string,
  transition: AnyTransition,
  label: string,
): TransitionModel {
  const guard = transition.guard === undefined ? undefined : guardName(transition.guard);
  return {
    kind,
    event,
    label: guard ? `${label} [${guard}]` : label,
    ...(guard ? { guard } : {}),
    targets: (transition.target ?? []).map(pathOf),
    actions: transition.actions.map(nameOf),
  };
}

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const DONE_STATE = 'xstate.done.state.';
const AFTER = 'xstate.after.';

function kindOfEvent(event: string): { kind: TransitionKind; label: string } {
  if (event.startsWith(DONE_ACTOR))
    return { kind: 'done', label: `done: ${event.slice(DONE_ACTOR.length)}` };
  if (event.startsWith(ERROR_ACTOR))
    return { kind: 'error', label: `error: ${event.slice(ERROR_ACTOR.length)}` };
  if (event.startsWith(DONE_STATE)) return { kind: 'done', label: 'done' };
  return { kind: 'event', label: event };
}

function delayLabel(delay: unknown): string {
  if (typeof delay === 'number') return `after ${delay} ms`;
  if (typeof delay === 'string')
    return /^\d+$/.test(delay) ? `after ${delay} ms` : `after ${delay}`;
  return 'after (computed delay)';
}

function describeState(node: AnyNode): StateModel {
  const transitions: TransitionModel[] = [];
  for (const [event, list] of node.transitions) {
    if (event.startsWith(AFTER)) continue; // listed below with their delay names
    const { kind, label } = kindOfEvent(event);
    for (const t of list) transitions.push(describeTransition(kind, event, t, label));
  }
  for (const t of node.after) {
    transitions.push(describeTransition('after', nameOf(t.eventType), t, delayLabel(t.delay)));
  }
  for (const t of node.always ?? [])
    transitions.push(describeTransition('always', '', t, 'always'));

  const children = Object.values(node.states).map((child) => describeState(child as AnyNode));
  const initialTarget = node.type === 'compound' ? node.initial.target[0] : undefined;
  return {
    key: node.key,
    path: pathOf(node),
    type: node.type,
    ...(initialTarget ? { initial: pathOf(initialTarget) } : {}),
    tags: [...node.tags],
    invokes: node.invoke.map((inv) => ({
      id: inv.id,
      src: typeof inv.src === 'string' ? inv.src : inv.id,
    })),
    runs: node.exit.flatMap((action) => {
      const { type, actorRef } = action as { type?: unknown; actorRef?: unknown };
      return type === 'xstate.stopChild' && typeof actorRef === 'string' ? [actorRef] : [];
    }),
    transitions,
    children,
  };
}

export function describeMachine(machine: AnyStateMachine): MachineModel {
  return { id: machine.id, root: describeState(machine.root) };
}

export function* walkStates(state: StateModel): Generator<StateModel> {
  yield state;
  for (const child of state.children) yield* walkStates(child);
}

/** The dotted paths of every active state (leaves and their ancestors) for a snapshot value. */
export function activePaths(value: StateValue, prefix = ''): Set<string> {
  const paths = new Set<string>();
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (typeof value === 'string') {
    paths.add(join(value));
    return paths;
  }
  for (const [key, child] of Object.entries(value)) {
    paths.add(join(key));
    if (child !== undefined)
      for (const p of activePaths(child as StateValue, join(key))) paths.add(p);
  }
  return paths;
}

export interface EventRow {
  event: string;
  /** Dotted paths of the leaf states in which the event has a transition (own or inherited). */
  acceptedIn: string[];
  guards: string[];
}

/** Every named event (not the machine's own done/error/after events) and where it is accepted. */
export function eventTable(model: MachineModel): EventRow[] {
  const rows = new Map<string, { acceptedIn: Set<string>; guards: Set<string> }>();
  const visit = (state: StateModel, inherited: TransitionModel[]) => {
    const handlers = [...state.transitions.filter((t) => t.kind === 'event'), ...inherited];
    if (state.children.length === 0 && state.path) {
      for (const t of handlers) {
        const row = rows.get(t.event) ?? { acceptedIn: new Set(), guards: new Set() };
        row.acceptedIn.add(state.path);
        if (t.guard) row.guards.add(t.guard);
        rows.set(t.event, row);
      }
    }
    for (const child of state.children) visit(child, handlers);
  };
  visit(model.root, []);
  return [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([event, row]) => ({ event, acceptedIn: [...row.acceptedIn], guards: [...row.guards] }));
}
