import { randomId } from '@mantine/hooks';
import { notifications, type NotificationData } from '@mantine/notifications';
import type { ReactNode } from 'react';

// Every toast: a named close button, and description text at the theme's AA-contrast grey
// (Mantine's default description grey is 3.3:1 on white).
const ACCESSIBLE: Partial<NotificationData> = {
  withBorder: true,
  closeButtonProps: { 'aria-label': 'Close notification' },
  styles: { description: { color: 'var(--mantine-color-dimmed)' } },
};

/** The spec's swipe to dismiss: a toast dragged right by this much on a touch screen goes. */
export const SWIPE_DISMISS_PX = 50;

/** Follows a finger dragging the toast to the right, and dismisses it past the threshold. */
function swipeToDismiss(id: string): Partial<NotificationData> {
  let startX: number | null = null;
  // Mantine's toast moves by this variable (its own drag is turned off, see App.tsx).
  const offset = (toast: HTMLElement, px: number) =>
    toast.style.setProperty('--notifications-swipe-offset', `${px}px`);
  const reset = (toast: HTMLElement) => {
    startX = null;
    offset(toast, 0);
  };
  return {
    // Vertical scrolling stays the browser's; horizontal drags come to the toast.
    style: { touchAction: 'pan-y' },
    onPointerDown: (event) => {
      if (event.pointerType !== 'touch') return;
      startX = event.clientX;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event) => {
      if (startX === null) return;
      offset(event.currentTarget, Math.max(0, event.clientX - startX));
    },
    onPointerUp: (event) => {
      if (startX === null) return;
      const distance = event.clientX - startX;
      reset(event.currentTarget);
      if (distance >= SWIPE_DISMISS_PX) notifications.hide(id);
    },
    onPointerCancel: (event) => reset(event.currentTarget),
  };
}

/**
 * The newest toast is shown at once, in place of any older one: the app shows one toast at a
 * time, and a queued toast used to wait for the one before it to close (up to 5 s), so an
 * upload's 'ready' toast came seconds after the chat said so.
 */
function show(data: NotificationData) {
  const id = randomId('toast-');
  notifications.clean();
  notifications.show({ ...ACCESSIBLE, ...swipeToDismiss(id), ...data, id });
}

/** A destructive (error) toast. */
export function notifyError(title: string, message: ReactNode) {
  show({ title, message, color: 'red' });
}

export function notifySuccess(title: string, message: string) {
  show({ title, message, color: 'green' });
}

export function notifyInfo(title: string, message: string) {
  show({ title, message });
}
