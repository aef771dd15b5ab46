import React from 'react';
// The site's tokens and base styles; esbuild writes them with the views' CSS modules into the preview CSS.
import '../../styles/global.css';
import type { Crumb } from '../../components/breadcrumbs/breadcrumbs';
import { ProductDetail } from '../../components/products/product-detail';
import { productDetailProps } from '../../components/products/product-detail-props';
import { NewsArticle } from '../../components/news/news-article';
import { newsArticleProps } from '../../components/news/news-article-props';
import { ExpertDetailView } from '../../components/experts/expert-detail-view';
import { expertDetailProps } from '../../components/experts/expert-detail-props';
import { SolutionDetail } from '../../components/solutions/solution-detail';
import { solutionDetailProps } from '../../components/solutions/solution-detail-props';
import { JobPostingCard } from '../../components/about/job-posting-card';
import { jobPostingProps } from '../../components/about/job-posting-props';
import { EventList } from '../../components/events/event-list';
import { NoteDetail } from '../../components/notes/note-detail';
import { noteDetailProps } from '../../components/notes/note-detail-props';
import { eventView } from '../../components/events/event-props';
import { ReturnsView } from '../../components/returns/returns-view';
import { LocationMap } from '../../components/location-map/location-map';
import { locationView } from '../../components/location-map/location-props';
import { InterfaceReference, interfaceProps } from '../../documents/command-set';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';
import { collectionNamed } from '../../model';
import { localizeEntry } from '../../model/localize';
import type { ViewAssets } from '../../model/view-props';
import { assetPath } from '../draft-assets';
import { messages } from './messages';
import { PreviewFrame, previewLocale } from './preview-frame';
import { PreviewBoundary } from './preview-boundary';
import { type PreviewProps, entrySections, imageOf, text, texts } from './entry-data';

// Each preview is the site's view of the entry, made as the page's is: the entry localized by the
// model (src/model/localize.ts), then the collection's mapper to the view's props, which the
// documents and the tests use too. The preview adds only its uploads and the breadcrumb trail.

/** Uploads as the views know them: the file the editor chose, before it is saved too. */
const assetsOf = (props: PreviewProps): ViewAssets => ({
  image: (path) => {
    const image = imageOf(props, path);
    return image ? { childImageSharp: { gatsbyImageData: image } } : null;
  },
  file: (path) => {
    const asset = props.getAsset(assetPath(props.entry, path)) as unknown as { toString(): string } | undefined;
    return { url: asset ? asset.toString() : path };
  },
});

/** An entry being written: required choices not made yet read as their first option. */
const draft = { draft: true };

const trail = (
  locale: Locale,
  list: 'products' | 'news' | 'solutions' | 'notes',
  listKey: string,
  title: unknown,
): Crumb[] => [
  { name: messages[locale]['nav.home'] ?? '', to: localePath('index', locale) },
  { name: messages[locale][listKey] ?? '', to: localePath(list, locale) },
  { name: text(title), to: '#' },
];

/** Wraps a view of one entry of `collection`, localized for the pane, in the frame of the pane's locale. */
function preview(
  collection: string,
  render: (fields: Record<string, unknown>, locale: Locale, assets: ViewAssets) => React.ReactNode,
) {
  function EntryView(props: PreviewProps) {
    const locale = previewLocale(props.locale);
    const { fields } = localizeEntry(collectionNamed(collection), entrySections(props, locale), locale);
    return <PreviewFrame locale={locale}>{render(fields, locale, assetsOf(props))}</PreviewFrame>;
  }
  // Whatever an entry half-written still breaks stays in the preview and passes with the next edit.
  function Preview(props: PreviewProps) {
    return (
      <PreviewBoundary resetKey={props.entry}>
        <EntryView {...props} />
      </PreviewBoundary>
    );
  }
  return Preview;
}

export const ProductPreview = preview('products', (fields, locale, assets) => {
  const product = productDetailProps(fields, assets, draft);
  return (
    <ProductDetail trail={trail(locale, 'products', 'nav.products', product.name)} locale={locale} product={product} />
  );
});

export const NewsPreview = preview('news', (fields, locale, assets) => {
  const article = newsArticleProps(fields, assets, draft);
  return (
    <NewsArticle
      trail={trail(locale, 'news', 'nav.news', article.title)}
      locale={locale}
      article={article}
      previous={null}
      next={null}
    />
  );
});

/** Related products are stored as slugs; the preview names them by slug (the build resolves them). */
const relatedProducts = (value: unknown) =>
  texts(value).map((slug) => ({ slug, model: slug, name: '', state: 'active', summary: null }));

export const ExpertPreview = preview('experts', (fields, locale, assets) => (
  <ExpertDetailView
    locale={locale}
    expert={expertDetailProps(fields, assets, draft, { products: relatedProducts(fields.products) })}
  />
));

export const SolutionPreview = preview('solutions', (fields, locale, assets) => {
  const solution = solutionDetailProps(fields, assets, draft);
  return (
    <SolutionDetail
      trail={trail(locale, 'solutions', 'nav.solutions', solution.title)}
      locale={locale}
      solution={solution}
    />
  );
});

export const JobPostingPreview = preview('jobs', (fields, _locale, assets) => (
  // The careers mailbox is a site setting, not part of the posting: the preview shows no apply link.
  <JobPostingCard job={jobPostingProps(fields, assets, draft)} email="" />
));

// The event as the news page lists it; the products are named by slug until the build resolves them.
// Shown as upcoming whatever its dates: the preview is about its texts and place, not its day.
export const EventPreview = preview('events', (fields, locale) => {
  const event = eventView(fields, relatedProducts(fields.products));
  return <EventList items={[event]} locale={locale} today={event.start} />;
});

// The service and returns page as the site shows it, without its form (the site's contact form
// needs the server). The return addresses are named by their location's slug until the build
// resolves them; the hotline is shown as placeholders (it is a site setting).
export const ReturnsPreview = preview('returns', (fields, locale) => (
  <ReturnsView
    locale={locale}
    contact={{ hotline: '400-000-0000', phone: '+86 27 0000 0000', hotlineHours: '', serviceEmail: '' }}
    page={{
      title: text(fields.title),
      summary: text(fields.summary),
      whenToCallHtml: typeof fields.whenToCallHtml === 'string' ? fields.whenToCallHtml : null,
      sendItems: texts(fields.sendItems),
      packing: texts(fields.packing),
      returnLocations: texts(fields.returnLocations).map((slug) => ({
        slug,
        city: slug,
        country: '',
        address: '',
        phone: null,
        serves: null,
      })),
    }}
  />
));

// The location on the support page's map, with its entry in the list beside it.
export const LocationPreview = preview('locations', (fields, locale) => (
  <LocationMap locations={[locationView(fields)]} locale={locale} />
));

// The interface as its command set prints it (one column here; the PDF gives each part a chapter).
export const InterfacePreview = preview('interfaces', (fields) => <InterfaceReference data={interfaceProps(fields)} />);

// The note as its page shows it; its laser and solutions are named by slug until the build resolves
// them (the laser's wavelength and pulse width rows come with the build too).
export const NotePreview = preview('notes', (fields, locale, assets) => {
  const laser = text(fields.laser);
  const note = noteDetailProps(fields, assets, {
    ...draft,
    laser: laser ? { slug: laser, model: laser, name: '', specifications: [] } : null,
    solutions: texts(fields.solutions).map((slug) => ({ slug, title: slug })),
  });
  return <NoteDetail trail={trail(locale, 'notes', 'notes.title', note.title)} locale={locale} note={note} />;
});

/** Collection name → preview template, registered by src/cms/index.tsx. */
export const previewTemplates = {
  products: ProductPreview,
  news: NewsPreview,
  experts: ExpertPreview,
  solutions: SolutionPreview,
  jobs: JobPostingPreview,
  events: EventPreview,
  returns: ReturnsPreview,
  locations: LocationPreview,
  interfaces: InterfacePreview,
  notes: NotePreview,
};
