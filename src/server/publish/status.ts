import type { ContentProblem } from '../../model/validate';

/** What `GET /api/publish-status` answers under `npm run cms`; /admin shows it to the editor. */
export interface PublishStatus {
  state: 'building' | 'live' | 'failed';
  /** The latest commit on the branch: the one being built, live, or failed. */
  commit: string;
  /** Its subject line (Decap writes e.g. "Update Products “yc-ps80-ir”"). */
  subject: string;
  /** When this state began (ISO). */
  since: string;
  /** The build the site serves now. */
  live: { commit: string | null; since: string } | null;
  /** Content problems that stopped the build (state failed). */
  problems: ContentProblem[];
  /** The build log's last lines when it failed for another reason (state failed). */
  log: string[];
}
