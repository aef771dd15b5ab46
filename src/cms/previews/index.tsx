import React from 'react';
// The site's tokens and base styles; esbuild writes them with the views' CSS modules into the preview CSS.
import '../../styles/global.css';
import type { Crumb } from '../../components/breadcrumbs/breadcrumbs';
import { ProductDetail } from '../../components/products/product-detail';
import { NewsArticle } from '../../components/news/news-article';
import { ExpertDetailView } from '../../components/experts/expert-detail-view';
import { SolutionDetail, type SolutionDetailData } from '../../components/solutions/solution-detail';
import { JobPostingCard } from '../../components/about/job-posting-card';
import { type Locale, locales } from '../../i18n/locales';
import { localePath } from '../../routes';
import { messages } from './messages';
import { products } from '../../model/collections/products';
import { localizeItems } from '../../model/variants';
import { PreviewFrame, previewLocale } from './preview-frame';
import type { Video } from '../../components/video/video-facade';
import { type PreviewProps, dateText, entryData, imageOf, markdownHtml, records, text, texts } from './entry-data';

const specificationFields = (() => {
  const field = products.fields.find((candidate) => candidate.name === 'specifications');
  return field?.type === 'list' && Array.isArray(field.of) ? field.of : [];
})();

/** Spec rows as the locale's page shows them (a row's English wording replaces its value on en). */
const specificationsIn = (locale: Locale, rows: Record<string, unknown>[]) =>
  localizeItems(specificationFields, rows, locale)
    .map((row) => ({ key: text(row.key), value: text(row.value) }))
    .filter((row) => row.key);

/** Related entries are stored as slugs; the preview names them by slug (the build resolves them). */
const relatedProducts = (value: unknown) =>
  texts(value).map((slug) => ({ slug, model: slug, name: '', state: 'active', summary: null }));

const videoParts = (() => {
  const field = products.fields.find((candidate) => candidate.name === 'video');
  return field?.type === 'object' ? field.fields : [];
})();

/** The entry's video as the locale's page shows it (its English title on en), or null. */
function videoOf(props: PreviewProps, value: unknown, locale: Locale): Video | null {
  if (typeof value !== 'object' || value === null) return null;
  const [video] = localizeItems(videoParts, [value as Record<string, unknown>], locale);
  const file = (path: unknown) => {
    if (!text(path)) return null;
    const asset = props.getAsset(text(path)) as unknown as { toString(): string } | undefined;
    return { url: asset ? asset.toString() : text(path) };
  };
  const shown: Video = {
    title: text(video!.title),
    duration: Number(video!.duration) || 0,
    poster: photoOf(props, video!.poster),
    mp4: file(video!.mp4),
    webm: file(video!.webm),
    embed: text(video!.embed) || null,
    captions: locales.flatMap((code) => {
      const captions = video!.captions as Record<string, unknown> | null | undefined;
      const value = file(captions?.[code]);
      return value ? [{ locale: code, value }] : [];
    }),
  };
  return shown.poster && (shown.mp4 || shown.webm || shown.embed) ? shown : null;
}

/** The upload in the shape the site's query gives (childImageSharp.gatsbyImageData). */
function photoOf(props: PreviewProps, path: unknown) {
  const image = imageOf(props, path);
  return image ? { childImageSharp: { gatsbyImageData: image } } : null;
}

const trail = (locale: Locale, list: 'products' | 'news' | 'solutions', listKey: string, title: string): Crumb[] => [
  { name: messages[locale]['nav.home'] ?? '', to: localePath('index', locale) },
  { name: messages[locale][listKey] ?? '', to: localePath(list, locale) },
  { name: title, to: '#' },
];

/** Wraps a view of one entry in the frame of the preview's locale. */
function preview(render: (data: Record<string, unknown>, locale: Locale, props: PreviewProps) => React.ReactNode) {
  function Preview(props: PreviewProps) {
    const locale = previewLocale(props.locale);
    return <PreviewFrame locale={locale}>{render(entryData(props, locale), locale, props)}</PreviewFrame>;
  }
  return Preview;
}

export const ProductPreview = preview((data, locale, props) => (
  <ProductDetail
    trail={trail(locale, 'products', 'nav.products', text(data.name))}
    locale={locale}
    product={{
      slug: text(data.slug),
      model: text(data.model),
      name: text(data.name),
      state: text(data.state) || 'active',
      series: text(data.series) || 'femtosecond',
      summary: text(data.summary),
      overviewHtml: markdownHtml(data.overview),
      applications: texts(data.applications),
      specifications: specificationsIn(locale, records<Record<string, unknown>>(data.specifications)),
      images: texts(data.images).flatMap((path) => photoOf(props, path) ?? []),
      video: videoOf(props, data.video, locale),
      // Related entries are resolved by the build; the preview shows the entry alone.
      downloads: [],
      solutions: [],
      successor: null,
      // Measured when the build prints it.
      datasheet: null,
    }}
  />
));

export const NewsPreview = preview((data, locale, props) => (
  <NewsArticle
    trail={trail(locale, 'news', 'nav.news', text(data.title))}
    locale={locale}
    article={{
      slug: text(data.slug),
      category: text(data.category) || 'company',
      date: dateText(data.date),
      title: text(data.title),
      summary: text(data.summary),
      bodyHtml: markdownHtml(data.body),
      cover: photoOf(props, data.cover),
      video: videoOf(props, data.video, locale),
    }}
    previous={null}
    next={null}
  />
));

export const ExpertPreview = preview((data, locale, props) => (
  <ExpertDetailView
    locale={locale}
    expert={{
      slug: text(data.slug),
      name: text(data.name),
      position: text(data.position),
      department: text(data.department),
      company: text(data.company),
      active: data.active !== false,
      specialties: texts(data.specialties),
      email: text(data.email) || null,
      phone: text(data.phone) || null,
      biographyHtml: text(data.biography) ? markdownHtml(data.biography) : null,
      products: relatedProducts(data.products),
      photo: photoOf(props, data.photo),
    }}
  />
));

export const SolutionPreview = preview((data, locale, props) => (
  <SolutionDetail
    trail={trail(locale, 'solutions', 'nav.solutions', text(data.title))}
    locale={locale}
    solution={{
      slug: text(data.slug),
      industry: text(data.industry) || 'display',
      title: text(data.title),
      summary: text(data.summary),
      bodyHtml: markdownHtml(data.body),
      cover: photoOf(props, data.cover),
      video: videoOf(props, data.video, locale),
      caseStudy: caseStudyOf(data.caseStudy),
      caseStudyProducts: [],
      products: [],
    }}
  />
));

/** The case study as the page shows it, once the editor has begun it (a customer or a figure). */
function caseStudyOf(value: unknown): SolutionDetailData['caseStudy'] {
  if (typeof value !== 'object' || value === null) return null;
  const study = value as Record<string, unknown>;
  const results = records<Record<string, unknown>>(study.results)
    .map((row) => ({ value: text(row.value), unit: text(row.unit) || null, label: text(row.label) }))
    .filter((row) => row.value || row.label);
  if (!text(study.customer) && !results.length) return null;
  return { customer: text(study.customer), challenge: text(study.challenge), approach: text(study.approach), results };
}

export const JobPostingPreview = preview((data) => (
  <JobPostingCard
    job={{
      slug: text(data.slug) || 'new',
      title: text(data.title),
      department: text(data.department),
      headcount: Number(data.headcount) || 1,
      education: text(data.education),
      workplace: text(data.workplace),
      employmentType: text(data.employmentType) || 'full-time',
      postedDate: dateText(data.postedDate),
      responsibilities: texts(data.responsibilities),
      requirements: texts(data.requirements),
    }}
    // The careers mailbox is a site setting, not part of the posting: the preview shows no apply link.
    email=""
  />
));

/** Collection name → preview template, registered by src/cms/index.tsx. */
export const previewTemplates = {
  products: ProductPreview,
  news: NewsPreview,
  experts: ExpertPreview,
  solutions: SolutionPreview,
  jobs: JobPostingPreview,
};
