import React, { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { subscribeToastRequests, toastsRequested } from '../../browser/toast';
import { importWithRetry } from '../../browser/retry-import';

/**
 * Mounts the toast container once the first toast is asked for; toasts sent before it mounts
 * wait in react-toastify's queue. Render it once per page tree (wrapPageElement): Gatsby also
 * wraps Head in wrapRootElement, and a second container with the same id steals the queue.
 */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToastRequests, toastsRequested, () => false);
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!requested || Toaster) return;
    let active = true;
    importWithRetry(() => import('./toaster')).then(
      (module) => {
        if (active) setToaster(() => module.Toaster);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [requested, Toaster]);
  return Toaster ? <Toaster /> : null;
}
