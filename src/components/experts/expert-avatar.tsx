import React from 'react';
import { initialsOf } from './initials';
import * as styles from './expert-avatar.module.css';

/** A round badge with the expert's initials; decorative, the name is always written beside it. */
export function ExpertAvatar({ name }: { name: string }) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
