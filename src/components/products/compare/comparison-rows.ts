/** A model as the comparison reads it: its specification rows. */
export interface ComparedSpecs {
  specifications: readonly { key: string; value: string }[];
}

/** One parameter across the compared models: a value per model (null where it has none). */
export interface ComparisonRow {
  key: string;
  values: (string | null)[];
  /** The models disagree: different values, or some give it and some do not. */
  differs: boolean;
}

const normalised = (value: string | null) => (value === null ? null : value.replace(/\s+/g, ' ').trim());

/**
 * The comparison table's rows: every parameter any of the models specifies (the union),
 * in the model's order of parameters (`order`, the specification select's options), then
 * any others in the order first met, so rows stay aligned whatever each model lists.
 */
export function comparisonRows(models: readonly ComparedSpecs[], order: readonly string[]): ComparisonRow[] {
  const keys: string[] = [];
  for (const model of models)
    for (const spec of model.specifications) if (!keys.includes(spec.key)) keys.push(spec.key);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length + keys.indexOf(key));
  return keys
    .sort((a, b) => rank(a) - rank(b))
    .map((key) => {
      const values = models.map((model) => model.specifications.find((spec) => spec.key === key)?.value ?? null);
      return { key, values, differs: new Set(values.map(normalised)).size > 1 };
    });
}
