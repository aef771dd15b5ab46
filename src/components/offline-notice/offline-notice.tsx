import React, { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../browser/online';
import { useNotify } from '../toaster/use-notify';
import * as styles from './offline-notice.module.css';

/** A banner while offline, and a short toast when the connection comes back. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  const notify = useNotify();
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      void notify('success', t('online.back'));
    }
  }, [online, t, notify]);
  return (
    <div role="status" className={styles.region}>
      {online ? null : (
        <p className={styles.notice} data-testid="offline-notice">
          {t('offline.notice')}
        </p>
      )}
    </div>
  );
}
