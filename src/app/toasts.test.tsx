import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifyInfo, notifySuccess, SWIPE_DISMISS_PX } from '@/components/notify';
import { renderApp } from '@/test/render';

// Toasts live in a module-level store: start each test without the last one's.
afterEach(() =>
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  }),
);

async function showToast() {
  const rendered = await renderApp('/');
  act(() => notifyInfo('Saved', 'Your changes are saved.'));
  return { ...rendered, toast: await screen.findByRole('alert') };
}

function swipe(toast: HTMLElement, distance: number, pointerType = 'touch') {
  fireEvent.pointerDown(toast, { pointerType, pointerId: 1, clientX: 100 });
  fireEvent.pointerMove(toast, { pointerType, pointerId: 1, clientX: 100 + distance });
  fireEvent.pointerUp(toast, { pointerType, pointerId: 1, clientX: 100 + distance });
}

test('F8 takes focus to the notifications, and Tab then reaches the toast', async () => {
  const { user, toast } = await showToast();
  await user.keyboard('{F8}');
  expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  await user.tab();
  expect(toast).toContainElement(document.activeElement as HTMLElement);
});

test(`a toast swiped right by ${SWIPE_DISMISS_PX} px on a touch screen is dismissed`, async () => {
  const { toast } = await showToast();
  swipe(toast, SWIPE_DISMISS_PX - 10);
  expect(toast).toBeInTheDocument();
  expect(toast.style.getPropertyValue('--notifications-swipe-offset')).toBe('0px');
  swipe(toast, 200, 'mouse');
  expect(toast).toBeInTheDocument();

  swipe(toast, SWIPE_DISMISS_PX);
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test('a new toast takes the place of the one showing at once, instead of queuing behind it', async () => {
  await showToast();
  act(() => notifySuccess('Document Uploaded Successfully', 'notes.txt is ready for chat.'));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('notes.txt is ready for chat.');
  expect(screen.queryByText('Your changes are saved.')).not.toBeInTheDocument();
});
