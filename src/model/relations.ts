import type { Collection, RelationField } from './types';

/** A relation seen from its target: entries of `from` whose `field` names the target's slug. */
export interface ReverseRelation {
  /** The field on the target's type, e.g. `experts` on Product. */
  name: string;
  /** The collection that holds the relation field. */
  from: Collection;
  /** The relation field of `from`. */
  field: RelationField;
}

/** The reverse relations onto `target`, as declared by `reverse` on the relation fields of `all`. */
export function reverseRelationsOf(target: Collection, all: readonly Collection[]): ReverseRelation[] {
  return all.flatMap((from) =>
    from.fields
      .filter((field): field is RelationField => field.type === 'relation')
      .filter((field) => field.collection === target.name && field.reverse !== undefined)
      .map((field) => ({ name: field.reverse!, from, field })),
  );
}

/** Editors' `order` (smaller first, entries without one last), then slug: the same list on every build. */
const byOrderThenSlug = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const order = (entry: Record<string, unknown>) =>
    typeof entry.order === 'number' ? entry.order : Number.POSITIVE_INFINITY;
  const slug = (entry: Record<string, unknown>) => (typeof entry.slug === 'string' ? entry.slug : '');
  return order(a) - order(b) || slug(a).localeCompare(slug(b));
};

/**
 * The entries of `entries` whose relation `field` (stored slugs, one or many) names `slug`, sorted
 * by `order` then slug: the store's order changes after an incremental build, the page must not.
 */
export function pointingAt<E extends Record<string, unknown>>(entries: Iterable<E>, field: string, slug: string): E[] {
  return [...entries]
    .filter((entry) => {
      const value = entry[field];
      return Array.isArray(value) ? value.includes(slug) : value === slug;
    })
    .sort(byOrderThenSlug);
}
