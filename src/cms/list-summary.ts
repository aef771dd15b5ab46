// Decap titles a collapsed list item with its summary template, filled with the stored values:
// a spec row read "wavelength: 1030 nm" in the Chinese editor. Templates cannot map a value to
// its option label, so the list widget is wrapped to hand the summary the labels instead.
/** The slice of Immutable.js's Map and List that Decap hands widgets (duck-typed: Decap bundles its own copy). */
export interface ImmutableLike {
  get(key: string): unknown;
  set(key: string, value: unknown): ImmutableLike;
}
const isMapLike = (value: unknown): value is ImmutableLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ImmutableLike).get === 'function' &&
  typeof (value as ImmutableLike).set === 'function';
const toArray = (value: unknown): unknown[] =>
  value && typeof (value as { toArray?: unknown }).toArray === 'function'
    ? (value as { toArray: () => unknown[] }).toArray()
    : [];

/** A list item with the values of its select fields replaced by their option labels. */
export function withOptionLabels(field: ImmutableLike, item: unknown): unknown {
  if (!isMapLike(item)) return item;
  let labelled = item;
  for (const inner of toArray(field.get('fields')).filter(isMapLike)) {
    if (inner.get('widget') !== 'select') continue;
    const name = String(inner.get('name'));
    const option = toArray(inner.get('options'))
      .filter(isMapLike)
      .find((candidate) => candidate.get('value') === labelled.get(name));
    if (option) labelled = labelled.set(name, option.get('label'));
  }
  return labelled;
}
