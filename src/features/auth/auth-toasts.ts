import { notifications } from '@mantine/notifications';
import type { Notice } from '@machines/auth-dialog/auth-notices';
import { notifyError, notifySuccess } from '@/components/notify';

// Only one toast is visible at a time (spec); in the dialogs the newest one matters, so it
// replaces whatever is showing or queued instead of waiting behind it.

export function showAuthError(notice: Notice) {
  notifications.clean();
  notifyError(notice.title, notice.message);
}

export function showAuthSuccess(notice: Notice) {
  notifications.clean();
  notifySuccess(notice.title, notice.message);
}

/** The sign-up and sign-in machines' toast actions. */
export const authToastActions = {
  showError: (_: unknown, notice: Notice) => showAuthError(notice),
  showSuccess: (_: unknown, notice: Notice) => showAuthSuccess(notice),
};
