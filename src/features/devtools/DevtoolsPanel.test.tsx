import { act, screen, within } from '@testing-library/react';
import { assign, createActor, setup } from 'xstate';
import { inspectAs } from '@/lib/inspection';
import { MASK } from '@/lib/mask-secrets';
import { renderApp } from '@/test/render';

const loginForm = setup({
  types: {
    context: {} as { email: string; password: string },
    events: {} as { type: 'email.change'; value: string } | { type: 'form.submit' },
  },
}).createMachine({
  id: 'loginForm',
  context: { email: '', password: 'hunter22' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.change': { actions: assign({ email: ({ event }) => event.value }) },
        'form.submit': 'submitted',
      },
    },
    submitted: { tags: ['loading'] },
  },
});

async function openPanel() {
  return screen.findByRole('dialog', { name: 'Flow inspector' }, { timeout: 5000 });
}

describe('flow inspector', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens with ?devtools and lists the app-wide actors with their states', async () => {
    window.history.replaceState(null, '', '/?devtools');
    await renderApp('/');
    const panel = await openPanel();
    const actors = within(panel).getByRole('navigation', { name: 'Live actors' });
    expect(await within(actors).findByRole('button', { name: /session/ })).toHaveTextContent(
      'signedOut',
    );
    expect(within(actors).getByRole('button', { name: /auth dialog/ })).toHaveTextContent('closed');
  });

  it('opens and closes with Ctrl+Shift+D and follows a flow live', async () => {
    const { user } = await renderApp('/');
    expect(screen.queryByRole('dialog', { name: 'Flow inspector' })).not.toBeInTheDocument();
    await user.keyboard('{Control>}{Shift>}D{/Shift}{/Control}');
    const panel = await openPanel();

    await user.click(within(panel).getByRole('button', { name: /auth dialog/ }));
    const diagram = within(panel).getByRole('group', { name: 'Diagram of authDialog' });
    expect(within(diagram).getByRole('listitem', { name: 'closed (active)' })).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Sign In' })[0]!);
    expect(
      await within(diagram).findByRole('listitem', { name: 'signIn (active)' }),
    ).toBeInTheDocument();
    expect(within(diagram).getByRole('listitem', { name: 'closed' })).toBeInTheDocument();
    const log = within(panel).getByRole('table', { name: 'Last events of auth dialog' });
    expect(within(log).getByText('signIn.open')).toBeInTheDocument();

    await user.keyboard('{Control>}{Shift>}D{/Shift}{/Control}');
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Flow inspector' })).not.toBeInTheDocument(),
    );
  });

  it('shows context with secrets masked and the last events with their time', async () => {
    const actor = createActor(loginForm, inspectAs('login form')).start();
    window.history.replaceState(null, '', '/?devtools');
    const { user } = await renderApp('/');
    const panel = await openPanel();
    await user.click(await within(panel).findByRole('button', { name: /login form/ }));

    act(() => {
      actor.send({ type: 'email.change', value: 'ann@shop.example' });
      actor.send({ type: 'form.submit' });
    });
    const context = within(panel).getByLabelText('Context of login form');
    await vi.waitFor(() => expect(context).toHaveTextContent('ann@shop.example'));
    expect(context).toHaveTextContent(MASK);
    expect(context).not.toHaveTextContent('hunter22');
    expect(within(panel).getByTestId('devtools-state')).toHaveTextContent('submitted');

    const rows = within(within(panel).getByRole('table', { name: 'Last events of login form' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'form.submit',
      'email.change',
      'xstate.init',
    ]);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent(/^\d\d:\d\d:\d\d\.\d{3}$/);
    actor.stop();
  });
});
