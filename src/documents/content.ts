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

export interface DocumentContent {
  site: DocumentSite;
  /** Active products, in the products page's order (`order`, then slug). */
  products: DocumentProduct[];
  people: Map<string, DocumentPerson>;
  downloads: GeneratedDownload[];
  certificates: DocumentCertificate[];
  /** Each series' remote-control interface, by series: what a command set prints. */
  interfaces: Map<string, InterfaceData>;
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
  };
}

export { locales };
