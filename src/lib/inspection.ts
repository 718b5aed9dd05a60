import type {
  Actor,
  AnyActorLogic,
  AnyStateMachine,
  EventObject,
  InspectionEvent,
  Observer,
} from 'xstate';

/**
 * The app-wide registry of live actors, fed by XState's `inspect` option: a root actor joins with
 * `createActor(machine, inspectAs('app'))`, and every state machine it starts (its children,
 * theirs, ...) joins with it, under the name of its machine and with its parent. While nobody
 * watches, an event costs one push into a 50-entry list; the flow inspector subscribes only while
 * it is open.
 *
 * With `?inspect` in the URL of the dev server, the same events also go to the Stately
 * browser inspector (@statelyai/inspect), loaded on demand and never part of a production build.
 */
export const EVENT_HISTORY = 50;

export interface RecordedEvent {
  type: string;
  /** Epoch milliseconds. */
  at: number;
  event: EventObject;
}

/** What inspection events carry: the running actor objects (typed loosely by XState). */
export type AnyActor = Actor<AnyActorLogic>;

export interface InspectedActor {
  /** 'app' (the name given to inspectAs), 'session', 'sign-up', ... */
  name: string;
  actorRef: AnyActor;
  /** How many ancestors it has among the registered actors (0 for the root). */
  depth: number;
  /** The last EVENT_HISTORY events the actor received, oldest first. */
  events: RecordedEvent[];
}

const actors = new Map<string, InspectedActor>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

// XState keeps no public "running" flag; @xstate/react reads the same field to restart actors.
const RUNNING = 1;
export function isLive(actorRef: AnyActor): boolean {
  return (actorRef as unknown as { _processingStatus?: number })._processingStatus === RUNNING;
}

/** What the inspector calls the actors of each machine (by machine id); others go by their id. */
const MACHINE_NAMES: Record<string, string> = {
  authDialog: 'auth dialog',
  signUp: 'sign-up',
  signIn: 'sign-in',
  documentUpload: 'upload',
};

function parentOf(actorRef: AnyActor): AnyActor | undefined {
  return (actorRef as unknown as { _parent?: AnyActor })._parent;
}

function register(name: string, actorRef: AnyActor) {
  const existing = actors.get(actorRef.sessionId);
  if (existing) return existing;
  for (const [id, other] of actors) {
    if (other.name === name && !isLive(other.actorRef)) actors.delete(id);
  }
  const parent = parentOf(actorRef);
  const depth = parent ? (actors.get(parent.sessionId)?.depth ?? -1) + 1 : 0;
  const entry: InspectedActor = { name, actorRef, depth, events: [] };
  actors.set(actorRef.sessionId, entry);
  return entry;
}

function nameOf(actorRef: AnyActor, rootName: string, isRoot: boolean): string {
  if (isRoot) return rootName;
  const id = machineOf(actorRef)?.id ?? actorRef.id;
  return MACHINE_NAMES[id] ?? id;
}

function record(rootName: string, inspectionEvent: InspectionEvent) {
  const actorRef = inspectionEvent.actorRef as AnyActor;
  const isRoot = actorRef.sessionId === inspectionEvent.rootId;
  if (inspectionEvent.type === '@xstate.event') {
    const { event } = inspectionEvent;
    // Machines join on their first event; promise actors (one call each) stay out of the list.
    const entry =
      event.type === 'xstate.init' && (isRoot || machineOf(actorRef))
        ? register(nameOf(actorRef, rootName, isRoot), actorRef)
        : actors.get(actorRef.sessionId);
    if (!entry) return;
    entry.events.push({ type: event.type, at: Date.now(), event });
    if (entry.events.length > EVENT_HISTORY) entry.events.shift();
    changed();
  } else if (inspectionEvent.type === '@xstate.snapshot' && actors.has(actorRef.sessionId)) {
    changed();
  }
}

let stately: Observer<InspectionEvent> | undefined;
const waitingForStately: InspectionEvent[] = [];
const statelyWanted =
  import.meta.env.DEV &&
  typeof location !== 'undefined' &&
  new URLSearchParams(location.search).has('inspect');

if (statelyWanted) {
  void Promise.all([import('@statelyai/inspect'), import('./mask-secrets')]).then(
    ([{ createBrowserInspector }, { maskEvent, maskSecrets }]) => {
      stately = createBrowserInspector({
        sanitizeContext: (context) => maskSecrets(context) as typeof context,
        sanitizeEvent: (event) => maskEvent(event) as typeof event,
      }).inspect;
      for (const event of waitingForStately.splice(0)) stately.next?.(event);
    },
  );
}

/** The `inspect` option that puts an actor (and its children, for the Stately inspector) on record. */
export function inspectAs(name: string): { inspect: (event: InspectionEvent) => void } {
  return {
    inspect(event) {
      record(name, event);
      if (stately) stately.next?.(event);
      else if (statelyWanted) waitingForStately.push(event);
    },
  };
}

/** Called on every recorded event and state change; returns the unsubscribe function. */
export function subscribeInspection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever something was recorded (a useSyncExternalStore snapshot). */
export function inspectionVersion(): number {
  return version;
}

/** The registered actors that are still running, each parent followed by its children. */
export function liveActors(): InspectedActor[] {
  const live = [...actors.values()].filter((entry) => isLive(entry.actorRef));
  const childrenOf = (parent: AnyActor | undefined) =>
    live.filter((entry) => parentOf(entry.actorRef) === parent);
  const ordered: InspectedActor[] = [];
  const visit = (entry: InspectedActor) => {
    ordered.push(entry);
    childrenOf(entry.actorRef).forEach(visit);
  };
  live.filter((entry) => !actors.has(parentOf(entry.actorRef)?.sessionId ?? '')).forEach(visit);
  return ordered;
}

/** The machine behind an actor, when it is a state machine (for its diagram). */
export function machineOf(actorRef: AnyActor): AnyStateMachine | undefined {
  const logic = actorRef.logic as Partial<AnyStateMachine>;
  return 'root' in logic && logic.root ? (logic as AnyStateMachine) : undefined;
}
