import React from 'react';
import { graphql } from 'gatsby';
import * as styles from './milestone-timeline.module.css';

export interface Milestone {
  slug: string;
  year: number;
  event: string;
}

/** The development path, oldest year first whatever order the milestones come in. */
export function MilestoneTimeline({ milestones, label }: { milestones: readonly Milestone[]; label: string }) {
  const ordered = [...milestones].sort((a, b) => a.year - b.year);
  return (
    <ol className={styles.timeline} aria-label={label}>
      {ordered.map((milestone) => (
        <li key={milestone.slug} className={styles.entry}>
          <p className={styles.year}>{milestone.year}</p>
          <p className={styles.event}>{milestone.event}</p>
        </li>
      ))}
    </ol>
  );
}

export const milestoneTimelineFields = graphql`
  fragment MilestoneTimelineItem on Milestone {
    slug
    year
    event
  }
`;
