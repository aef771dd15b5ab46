import type { ExpertSummary } from './expert-card';

/** Which experts the list shows besides what the search matches. */
export type ExpertFilter = 'all' | 'active';

/** What the visitor asked the list for: the search text as typed and the filter. */
export interface ExpertQuery {
  q: string;
  filter: ExpertFilter;
}

export const emptyExpertQuery: ExpertQuery = { q: '', filter: 'all' };

/** Folds case and full-width forms (typed with a Chinese IME) so that "ＰＳ" finds "ps". */
const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase();

/** The fields a search looks in. */
const searchableText = (expert: ExpertSummary) =>
  [expert.name, expert.company, expert.position, expert.department, ...expert.specialties].map(fold);

/** The experts matching a query, in their original order. */
export function filterExperts<E extends ExpertSummary>(experts: readonly E[], { q, filter }: ExpertQuery): E[] {
  const needle = fold(q.trim());
  return experts.filter(
    (expert) =>
      (filter === 'all' || expert.active) &&
      (needle === '' || searchableText(expert).some((text) => text.includes(needle))),
  );
}

/** Reads a query from a URL's search part (`?q=...&filter=active`); unknown values fall back. */
export function parseExpertQuery(search: string): ExpertQuery {
  const params = new URLSearchParams(search);
  return { q: params.get('q') ?? '', filter: params.get('filter') === 'active' ? 'active' : 'all' };
}

/**
 * The search part of a URL that carries `query`, keeping any other parameters. Defaults are left
 * out, so the plain list keeps its plain URL.
 */
export function expertQuerySearch(current: string, { q, filter }: ExpertQuery): string {
  const params = new URLSearchParams(current);
  if (q.trim()) params.set('q', q);
  else params.delete('q');
  if (filter === 'active') params.set('filter', 'active');
  else params.delete('filter');
  const search = params.toString();
  return search ? `?${search}` : '';
}
