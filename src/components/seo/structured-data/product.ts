import { type SchemaObject, absoluteUrl, context } from './schema';

/** What a product page shows, with its series and specification names already in the page's locale. */
export interface ProductSchemaInput {
  name: string;
  model: string;
  summary: string;
  /** The product page's path. */
  path: string;
  /** The first image (site-relative or absolute), when there is one. */
  image?: string | null;
  category: string;
  specifications: readonly { name: string; value: string }[];
}

/** schema.org Product of a product page: the model is also the SKU, specifications are properties. */
export function product({
  name,
  model,
  summary,
  path,
  image,
  category,
  specifications,
}: ProductSchemaInput): SchemaObject {
  return {
    '@context': context,
    '@type': 'Product',
    name,
    model,
    sku: model,
    description: summary,
    url: absoluteUrl(path),
    ...(image ? { image: absoluteUrl(image) } : {}),
    category,
    additionalProperty: specifications.map((spec) => ({
      '@type': 'PropertyValue',
      name: spec.name,
      value: spec.value,
    })),
  };
}
