import React, { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type ToastType, notify } from '../../browser/toast';

/** `notify` with a close button labelled in the page's language. */
export function useNotify(): (type: ToastType, message: string) => Promise<void> {
  const { t } = useTranslation();
  const label = t('toast.close');
  return useCallback(
    (type, message) =>
      notify(type, message, {
        closeButton: ({ closeToast }) => (
          <button type="button" className="Toastify__close-button" aria-label={label} onClick={closeToast}>
            <span aria-hidden="true">×</span>
          </button>
        ),
      }),
    [label],
  );
}
