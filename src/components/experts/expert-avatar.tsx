import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../picture/picture';
import { initialsOf } from './initials';
import * as styles from './expert-avatar.module.css';

/**
 * The expert's photo when editors uploaded one (named by the expert's name), otherwise a round
 * badge with the initials, decorative because the name is always written beside it.
 */
export function ExpertAvatar({
  name,
  photo,
  large = false,
}: {
  name: string;
  photo?: IGatsbyImageData | null;
  large?: boolean;
}) {
  const size = large ? styles.large : '';
  if (photo) return <Picture image={photo} alt={name} className={`${styles.avatar} ${styles.photo} ${size}`} />;
  return (
    <span className={`${styles.avatar} ${size}`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
