import { notifications } from '@mantine/notifications';

/** A destructive (error) toast. */
export function notifyError(title: string, message: string) {
  notifications.show({ title, message, color: 'red', withBorder: true });
}

export function notifySuccess(title: string, message: string) {
  notifications.show({ title, message, color: 'green', withBorder: true });
}

export function notifyInfo(title: string, message: string) {
  notifications.show({ title, message, withBorder: true });
}
