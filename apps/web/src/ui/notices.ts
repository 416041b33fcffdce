import type { NotificationData } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';

// Most visits show no notice: the notices' code, and their container in the app (NoticesOnceShown), load with the
// first one shown rather than with every first page.
let shown = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether a notice has been shown in this tab: the container is mounted from then on. */
export function useNoticeShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
}

/** Shows a notice in the page's corner (a confirmation: saved, deleted, sent), once the notices' code is in. */
export function notify(notice: NotificationData): void {
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.show(notice);
    if (shown) return;
    shown = true;
    for (const listener of listeners) listener();
  });
}
