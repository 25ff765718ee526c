import { notifications } from '@mantine/notifications';
import { errorMessage } from './errors';
import i18n from './i18n';

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ message, title, color: 'brand', withBorder: true });
}

/** Every failed call ends here (via the query cache) unless the screen shows it inline. */
export function notifyError(err: unknown, title?: string): void {
  notifications.show({
    title: title ?? i18n.t('common:errors.title'),
    message: errorMessage(err),
    color: 'red',
    withBorder: true,
    autoClose: 8000,
  });
}

/** A failure said in the spec's own words (e.g. "Error deleting agency"), not the server's. */
export function notifyFailure(message: string): void {
  notifications.show({ message, color: 'red', withBorder: true, autoClose: 8000 });
}
