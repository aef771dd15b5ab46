import React, { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { toastContainerProps } from '../../browser/toast';
import * as styles from './toaster.module.css';

/** react-toastify's container set to the spec; Escape closes every toast. */
export function Toaster() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') toast.dismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return <ToastContainer {...toastContainerProps} className={styles.container} />;
}

export default Toaster;
