import type { ReactElement } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { importWithRetry } from './retry-import';

/** docs/requirements.md, Constants: toast duration, offset and gap, and the four types. */
export const toastTypes = ['success', 'info', 'warning', 'error'] as const;
export type ToastType = (typeof toastTypes)[number];

export const toastSettings = {
  autoClose: 3000,
  position: 'top-center',
  topOffsetPx: 20,
  gapPx: 16,
} as const;

export const toastContainerProps: ToastContainerProps = {
  autoClose: toastSettings.autoClose,
  position: toastSettings.position,
  newestOnTop: true,
  closeOnClick: false,
  pauseOnFocusLoss: true,
  hideProgressBar: false,
  limit: 4,
};

type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();

/** Whether any toast was asked for yet: the container (and react-toastify) loads only then. */
export function toastsRequested(): boolean {
  return requested;
}

export function subscribeToastRequests(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a toast. react-toastify is loaded on first use so that pages without toasts never
 * pay for it (asked again if its chunk fails: the "back online" toast loads it the moment the
 * network returns); toasts sent before the container mounts are queued by react-toastify itself.
 */
export async function notify(
  type: ToastType,
  message: string,
  options: { closeButton?: (props: { closeToast: () => void }) => ReactElement } = {},
): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const { toast } = await importWithRetry(() => import('react-toastify'));
  toast[type](message, options);
}
