/**
 * What the generated documents (datasheets, series manuals and command sets, the catalogue, the
 * declaration of conformity) read, taken through the model like every page: the content files parsed and
 * localized by src/model, never re-read as YAML here.
 */
import { type Locale, locales } from '../i18n/locales';
import { collectionNamed } from '../model';
import { localizeEntry, textLocaleOf } from '../model/localize';
import type { ContentFile } from '../model/validate';
import { factWords, fillFacts, serviceFactsOf } from '../model/service-facts';
import type { ProductDetailData } from '../components/products/product-detail';
import { productDetailProps } from '../components/products/product-detail-props';
import { type InterfaceData, interfaceProps } from './command-set';

/** A product as its page shows it (the same mapper as the CMS preview's), with its place in the catalogue. */
export type DocumentProduct = Pick<
  ProductDetailData,
  'slug' | 'model' | 'name' | 'summary' | 'series' | 'applications' | 'specifications'
> & { order: number | null };

export interface DocumentSite {
  brand: string;
  companyName: string;
  address: string;
  phone: string;
  hotline: string;
  email: string;
}

export interface DocumentPerson {
  slug: string;
  name: string;
  position: string;
  active: boolean;
}

export interface GeneratedDownload {
  slug: string;
  title: string;
  document: 'manual' | 'catalog' | 'declaration' | 'commands';
  series: string | null;
  signer: string | null;
  bodyHtml: string | null;
}

/** A certification (an honor of kind `certification`): what its record prints. */
export interface DocumentCertificate {
  slug: string;
  title: string;
  issuer: string;
  number: string;
  scope: string;
  /** YYYY-MM-DD. */
  issued: string;
  expires: string;
  /** The year the company was first certified. */
  since: number;
}

/** An application note as its PDF prints it (the same fields as its page, its laser resolved). */
export interface DocumentNote {
  slug: string;
  date: string;
  title: string;
  summary: string;
  material: string;
  customer: string | null;
  /** The laser: its model and name, and the rows of its table the note repeats. */
  laser: { slug: string; model: string; name: string; specifications: { key: string; value: string }[] } | null;
  solutions: string[];
  parameters: Record<string, number | null>;
  processHtml: string;
  results: { value: string; unit: string | null; label: string }[];
  /** `image` is the upload's path (/uploads/…), made a data URI by the printing (document-plan.ts). */
  micrographs: { image: string; caption: string }[];
  conclusion: string;
}

export interface DocumentContent {
  site: DocumentSite;
  /** Active products, in the products page's order (`order`, then slug). */
  products: DocumentProduct[];
  people: Map<string, DocumentPerson>;
  downloads: GeneratedDownload[];
  certificates: DocumentCertificate[];
  /** Each series' remote-control interface, by series: what a command set prints. */
  interfaces: Map<string, InterfaceData>;
  notes: DocumentNote[];
}

const fieldsOf = (files: readonly ContentFile[], collection: string, locale: Locale) =>
  files
    .filter((file) => file.collection.name === collection && file.data && typeof file.data === 'object')
    .map((file) => localizeEntry(collectionNamed(collection), file.data as never, locale).fields);

const byOrder = (a: { order: number | null; slug: string }, b: { order: number | null; slug: string }) =>
  (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY) || a.slug.localeCompare(b.slug);

/** One locale's view of everything the documents print. */
export function documentContent(files: readonly ContentFile[], locale: Locale): DocumentContent {
  const [settings] = fieldsOf(files, 'settings', locale);
  if (!settings) throw new Error('documents: content/settings/site.yml is missing');
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const products = fieldsOf(files, 'products', locale)
    .filter((fields) => fields.state === 'active')
    .map((fields): DocumentProduct => ({
      ...productDetailProps(fields),
      order: typeof fields.order === 'number' ? fields.order : null,
    }))
    .sort(byOrder);
  const people = new Map(
    fieldsOf(files, 'experts', locale).map((fields) => [
      text(fields.slug),
      {
        slug: text(fields.slug),
        name: text(fields.name),
        position: text(fields.position),
        active: fields.active === true,
      },
    ]),
  );
  // The documents print the service facts as the pages do (src/node/schema.ts): the same
  // placeholders, filled in the language the text is written in (a fallen-back text: the default one's).
  const wordsIn = (written: Locale): Record<string, string> => {
    const [facts] = fieldsOf(files, 'serviceFacts', written);
    const [site] = fieldsOf(files, 'settings', written);
    const cities = new Map(
      fieldsOf(files, 'locations', written).map((fields) => [text(fields.slug), text(fields.city)]),
    );
    return facts
      ? factWords(
          serviceFactsOf(facts),
          { cityOf: (slug) => cities.get(slug), hotlineHours: text(site?.hotlineHours) },
          written,
        )
      : {};
  };
  const downloads = fieldsOf(files, 'downloads', locale)
    .filter((fields) => typeof fields.document === 'string')
    .map((fields): GeneratedDownload => ({
      slug: text(fields.slug),
      title: text(fields.title),
      document: fields.document as GeneratedDownload['document'],
      series: typeof fields.series === 'string' ? fields.series : null,
      signer: typeof fields.signer === 'string' ? fields.signer : null,
      bodyHtml:
        typeof fields.bodyHtml === 'string'
          ? fillFacts(fields.bodyHtml, wordsIn(textLocaleOf(fields, 'bodyHtml', locale)))
          : null,
    }));
  const certificates = fieldsOf(files, 'honors', locale)
    // A certification with its number: one that states nothing checkable has no record to print.
    .filter((fields) => fields.kind === 'certification' && typeof fields.number === 'string' && fields.number !== '')
    .map((fields): DocumentCertificate => ({
      slug: text(fields.slug),
      title: text(fields.title),
      issuer: text(fields.issuer),
      number: text(fields.number),
      scope: text(fields.scope),
      issued: text(fields.issued),
      expires: text(fields.expires),
      since: typeof fields.year === 'number' ? fields.year : 0,
    }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
  // Every product, sold or not, by slug: a note's laser may have been discontinued since.
  const allProducts = new Map(
    fieldsOf(files, 'products', locale).map((fields) => [text(fields.slug), productDetailProps(fields)]),
  );
  const solutionTitles = new Map(
    fieldsOf(files, 'solutions', locale).map((fields) => [text(fields.slug), text(fields.title)]),
  );
  const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
  const notes = fieldsOf(files, 'notes', locale)
    .map((fields): DocumentNote => {
      const laser = allProducts.get(text(fields.laser));
      const parameters = (fields.parameters ?? {}) as Record<string, unknown>;
      return {
        slug: text(fields.slug),
        date: text(fields.date),
        title: text(fields.title),
        summary: text(fields.summary),
        material: text(fields.material),
        customer: text(fields.customer) || null,
        laser: laser
          ? {
              slug: laser.slug,
              model: laser.model,
              name: laser.name,
              specifications: laser.specifications.map(({ key, value }) => ({ key, value })),
            }
          : null,
        solutions: (Array.isArray(fields.solutions) ? (fields.solutions as unknown[]) : [])
          .map((slug) => solutionTitles.get(text(slug)) ?? '')
          .filter(Boolean),
        parameters: Object.fromEntries(
          Object.entries(parameters).map(([key, value]) => [key, typeof value === 'number' ? value : null]),
        ),
        processHtml: text(fields.processHtml),
        results: list(fields.results).map((result) => ({
          value: text(result.value),
          unit: text(result.unit) || null,
          label: text(result.label),
        })),
        micrographs: list(fields.micrographs).map((item) => ({
          image: text(item.image),
          caption: text(item.caption),
        })),
        conclusion: text(fields.conclusion),
      };
    })
    .sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
  return {
    site: {
      brand: text(settings.brand),
      companyName: text(settings.companyName),
      address: text(settings.address),
      phone: text(settings.phone),
      hotline: text(settings.hotline),
      email: text(settings.email),
    },
    products,
    people,
    downloads,
    certificates,
    interfaces: new Map(
      fieldsOf(files, 'interfaces', locale).map((fields) => [text(fields.series), interfaceProps(fields)]),
    ),
    notes,
  };
}

export { locales };
