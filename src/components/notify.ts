import { notifications, type NotificationData } from '@mantine/notifications';
import type { ReactNode } from 'react';

// Every toast: a named close button, and description text at the theme's AA-contrast grey
// (Mantine's default description grey is 3.3:1 on white).
const ACCESSIBLE: Partial<NotificationData> = {
  withBorder: true,
  closeButtonProps: { 'aria-label': 'Close notification' },
  styles: { description: { color: 'var(--mantine-color-dimmed)' } },
};

/** A destructive (error) toast. */
export function notifyError(title: string, message: ReactNode) {
  notifications.show({ ...ACCESSIBLE, title, message, color: 'red' });
}

export function notifySuccess(title: string, message: string) {
  notifications.show({ ...ACCESSIBLE, title, message, color: 'green' });
}

export function notifyInfo(title: string, message: string) {
  notifications.show({ ...ACCESSIBLE, title, message });
}
