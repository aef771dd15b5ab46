import React, { Suspense, lazy, useSyncExternalStore } from 'react';
import { subscribeToastRequests, toastsRequested } from '../../browser/toast';

const Toaster = lazy(() => import('./toaster'));

/** Mounts the toast container once the first toast is asked for. */
export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToastRequests, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
