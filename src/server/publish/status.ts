import type { ContentProblem } from '../../model/validate';

/**
 * One commit as an editor would name it (describe-change.ts): what happened to which entry, by whom,
 * when. The panel in /admin turns it into words: 新闻《…》已上线 12:03.
 */
export interface PublishedChange {
  commit: string;
  kind: 'create' | 'update' | 'delete' | 'upload' | 'undo' | 'refused' | 'other';
  /** The collection (src/model) of the first entry changed. */
  collection?: string;
  /** That entry's title in each language, as the site shows it. */
  title?: { zh?: string; en?: string };
  /** An upload's file name. */
  file?: string;
  /** How many further entries or files the same save changed. */
  more: number;
  /** The commit's author (the editor's name in git). */
  who: string;
  /** When it was saved (ISO). */
  at: string;
  /** For an undo: the change it took back; for `refused`, the first save it took back (`more`: the others). */
  undid?: PublishedChange;
}

/** A step of a publish, shown while it runs. */
export type PublishStep = 'preparing' | 'checking' | 'building' | 'finishing';

/** What `GET /api/publish-status` answers under `npm run cms`; /admin shows it to the editor. */
export interface PublishStatus {
  state: 'building' | 'live' | 'failed';
  /** The branch the publisher follows. */
  branch?: string;
  /** The latest commit on the branch: the one being built, live, or failed. */
  commit: string;
  /** Its subject line (Decap writes e.g. "Update Products “yc-ps80-ir”"). */
  subject: string;
  /** The latest commit in the editor's words. */
  change?: PublishedChange;
  /** What the running publish is doing (state building). */
  step?: PublishStep;
  /** Saves made during the running build: built next, together. */
  queued?: boolean;
  /** When this state began (ISO). */
  since: string;
  /** The build the site serves now, and the change it was made from. */
  live: { commit: string | null; since: string; change?: PublishedChange } | null;
  /** The recent publishes that went live, newest first. */
  history?: { at: string; change: PublishedChange }[];
  /**
   * What "Undo last publish" would bring back, or null when there is nothing to undo now;
   * `unpublished`: saves after the live one (their publish failed) that the undo takes back too.
   */
  undo?: { to: PublishedChange; unpublished?: number } | null;
  /**
   * Saves the build refused that held back later, valid saves: taken back by one commit (`commit`,
   * history kept) so that the valid ones went live. Said in the panel until a later publish.
   */
  refused?: RefusedSaves | null;
  /** Content problems that stopped the build (state failed). */
  problems: ContentProblem[];
  /** The build log's last lines when it failed for another reason (state failed). */
  log: string[];
}

/** Saves taken back automatically because their content failed the checks (publisher.ts). */
export interface RefusedSaves {
  /** The commit that took them back. */
  commit: string;
  /** When (ISO). */
  at: string;
  /** Each save taken back, oldest first. */
  changes: PublishedChange[];
  /** What the checks found when each was added to the live content. */
  problems: ContentProblem[];
}
