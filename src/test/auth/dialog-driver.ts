import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Server } from 'miragejs';
import {
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { ApiError, errorMessage } from '@/lib/api/request';
import { failNextRequest, type Fault } from '@mirage/faults';
import type { CoverageRecorder, TestPath } from '../machine-paths';
import { holdResponses, startTestServer } from '../mirage';
import { renderAuthDialogs } from './render-auth-dialogs';

/** How a flow's path test maps the model onto the screen and the server. */
export interface FlowScreen<TDriver extends DialogDriver> {
  machine: AnyStateMachine;
  /** The harness button that opens this flow's dialog. */
  openButton: string;
  /** The API path each invoked actor calls, e.g. { validateEmail: '/api/validate-email' }. */
  calls: Record<string, string>;
  seeded: boolean;
  createDriver(base: DriverParts): TDriver;
}

export interface DriverParts {
  user: UserEvent;
  server: Server;
  clock: SimulatedClock;
  answers: ReturnType<typeof holdResponses>;
  advanceServerClock: (ms: number) => void;
  openButton: string;
}

/** Typing, clicking and checking in an authentication dialog, for the path tests. */
export abstract class DialogDriver {
  /** The code the server really sent (the model's complete code stands for it). */
  protected sentCode = '';

  constructor(protected readonly parts: DriverParts) {}

  /** Performs the model's `event` (from the snapshot `before`) on the screen. */
  abstract perform(event: EventObject, before: AnyMachineSnapshot): Promise<void>;

  /** Checks that the screen shows the model's snapshot. */
  abstract expectState(state: AnyMachineSnapshot): Promise<void>;

  protected get user() {
    return this.parts.user;
  }

  protected dialog() {
    return within(screen.getByRole('dialog'));
  }

  protected click(name: string) {
    return this.user.click(this.dialog().getByRole('button', { name }));
  }

  protected async replaceText(label: RegExp, value: string) {
    const input = this.dialog().getByLabelText(label, { selector: 'input' });
    await this.user.clear(input);
    if (value) {
      await this.user.click(input);
      await this.user.paste(value);
    }
  }

  protected digits() {
    return this.dialog().getAllByLabelText(/^Verification code digit/) as HTMLInputElement[];
  }

  /** Empties the code boxes, then pastes `value` (a complete model code means the real one). */
  protected async replaceCode(value: string) {
    for (const digit of this.digits()) if (digit.value) await this.user.clear(digit);
    await this.user.click(this.digits()[0]!);
    await this.user.paste(value.length === 6 ? this.sentCode : value);
  }

  /** Reads the demo code on screen and checks the code boxes hold the model's code. */
  protected expectCode(modelCode: string) {
    const demo = this.dialog().getByText(/^Demo code:/).textContent ?? '';
    this.sentCode = /(\d{6})/.exec(demo)?.[1] ?? '';
    expect(this.sentCode).toMatch(/^\d{6}$/);
    const typed = this.digits()
      .map((d) => d.value)
      .join('');
    expect(typed).toBe(modelCode.length === 6 ? this.sentCode : modelCode);
  }

  protected expectField(label: RegExp, value: string, problem?: string) {
    const input = this.dialog().getByLabelText(label, { selector: 'input' });
    expect(input).toHaveValue(value);
    if (problem) expect(input).toHaveAccessibleDescription(expect.stringContaining(problem));
    else expect(input).not.toHaveAttribute('aria-invalid', 'true');
  }

  protected expectBusy(name: string, busy: boolean) {
    const button = this.dialog().getByRole('button', { name });
    if (busy) expect(button).toHaveAttribute('data-loading', 'true');
    else expect(button).not.toHaveAttribute('data-loading');
  }

  protected async expectPage(pathname: string) {
    expect(await screen.findByText(`Page: ${pathname}`)).toBeInTheDocument();
  }

  protected expectSignedIn(name: string | null | undefined) {
    expect(screen.getByText(`Signed in as: ${name ?? 'nobody'}`)).toBeInTheDocument();
  }

  /** After the dialog closed: abandoned answers arrive (and must change nothing), reopen it. */
  protected async reopen() {
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => this.parts.answers.releaseAll());
    await this.user.click(screen.getByRole('button', { name: this.parts.openButton }));
    await screen.findByRole('dialog');
  }

  /** Sends the server's held answer to the call in flight. */
  async answer(_event: EventObject) {
    await waitFor(() => expect(this.parts.answers.pending()).toBe(1));
    act(() => this.parts.answers.releaseAll());
  }

  /** Moves the machines' clock (named delays). */
  tick(ms: number) {
    act(() => this.parts.clock.increment(ms));
  }

  async expectToast(toast: { title: string; message: string } | undefined) {
    if (!toast) return;
    expect(await screen.findByText(toast.title)).toBeInTheDocument();
    expect(screen.getByText(toast.message)).toBeInTheDocument();
  }
}

/** The server answer a model error stands for: its status and JSON message. */
function faultFor(error: unknown): Fault {
  if (!(error instanceof ApiError)) throw new Error('Model errors must be ApiErrors');
  return { status: error.status, message: errorMessage(error) ?? '' };
}

function invokedIds(state: AnyMachineSnapshot): string[] {
  return state._nodes.flatMap((node: AnyStateNode) => node.invoke.map((i) => i.id));
}

const settledActor = (event: EventObject) =>
  /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)?.slice(1) as
    ['done' | 'error', string] | undefined;

interface ParameterizedAction {
  type: string;
  params?: unknown;
}

/**
 * The toast the model says `event` shows from `before` (the last one if several): read from
 * the taken transitions' `showError` / `showSuccess` actions and their params.
 */
function expectedToast(
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

/**
 * Queues the server's failure for each call that step `index` starts and that the model says
 * will fail (its `xstate.error.actor.<id>` comes later in the path).
 */
function prepareServer<T extends DialogDriver>(
  flow: FlowScreen<T>,
  server: Server,
  path: TestPath,
  index: number,
) {
  const { from, to } = path[index]!;
  const before = new Set(invokedIds(from));
  const started = invokedIds(to).filter((id) => !before.has(id));
  for (const id of started) {
    const outcome = path.slice(index + 1).find((s) => settledActor(s.event)?.[1] === id);
    if (outcome && settledActor(outcome.event)?.[0] === 'error') {
      const apiPath = flow.calls[id];
      if (!apiPath) throw new Error(`No API path for the actor "${id}"`);
      failNextRequest(server, apiPath, faultFor((outcome.event as { error?: unknown }).error));
    }
  }
}

/**
 * Renders the dialogs against a fresh server and drives `path` step by step, recording in
 * `coverage` each step the screen showed.
 */
export async function drivePath<T extends DialogDriver>(
  flow: FlowScreen<T>,
  path: TestPath,
  coverage: CoverageRecorder,
) {
  const started = startTestServer({ seeded: flow.seeded });
  const { server } = started;
  try {
    const answers = holdResponses(server);
    const clock = new SimulatedClock();
    const { user } = await renderAuthDialogs({ clock });
    await user.click(screen.getByRole('button', { name: flow.openButton }));
    await screen.findByRole('dialog');
    const driver = flow.createDriver({
      user,
      server,
      clock,
      answers,
      advanceServerClock: started.advance,
      openButton: flow.openButton,
    });
    await driver.expectState(path[0]!.from);
    coverage.visit(path[0]!.from);
    for (const [index, step] of path.entries()) {
      const { event, from, to } = step;
      act(() => notifications.clean());
      prepareServer(flow, server, path, index);
      if (settledActor(event)) await driver.answer(event);
      else await driver.perform(event, from);
      await driver.expectToast(expectedToast(flow.machine, from, event));
      await driver.expectState(to);
      coverage.walk(step);
    }
  } finally {
    server.shutdown();
  }
}
