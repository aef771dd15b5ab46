/**
 * A generated document's revision, as a buyer quotes it: "Revision 4 · 2026-11-20". Counted by the
 * build from the git history of the content and wording (scripts/lib/document-revisions.ts): the
 * number goes up, and the date moves, only with a commit that changes what the document shows.
 */
export interface Revision {
  number: number;
  /** YYYY-MM-DD, the day (in China) of the commit that made this revision. */
  date: string;
}
