import React from 'react';
import { Link, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type Crumb } from '../breadcrumbs/breadcrumbs';
import { DownloadList, type DownloadItem } from '../download-list/download-list';
import { datasheetItem, drawingItem } from '../download-list/datasheet-item';
import { StateBadge } from './state-badge';
import { SpecTable } from './spec-table';
import { SuccessorLink } from './successor-link';
import { CompareToggle } from './compare/compare-toggle';
import { ComparisonTraySlot } from './compare/comparison-tray-slot';
import { VideoSlot } from '../video/video-slot';
import { Picture } from '../picture/picture';
import * as styles from './product-detail.module.css';
import { optionKey } from '../../model/options/option-set';
import { productSeries } from '../../model/options/products';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';
import { indexedAs } from '../search/indexed';
import { SearchAliases, modelAliases } from '../search/search-aliases';
import { RequestActions } from '../contact/request-actions';
import { DiscontinuedActions } from './discontinued-actions';
import { deliveryText } from './delivery';
import { CalculatorSlot } from './calculator/calculator-slot';
import { NoteLinks } from '../notes/note-links';

/** A product as its page shows it: the query data of the fragment below. */
export type ProductDetailData = Queries.ProductDetailFieldsFragment;

export interface ProductDetailProps {
  trail: readonly Crumb[];
  product: ProductDetailData;
  locale: Locale;
}

/** A product page: pictures, overview, video, scope of application, specifications, downloads, solutions. */
export function ProductDetail({ trail, product, locale }: ProductDetailProps) {
  const { t } = useTranslation();
  const [main, ...more] = product.images.flatMap((file) =>
    file.childImageSharp ? [file.childImageSharp.gatsbyImageData] : [],
  );
  const { solutions } = product;
  const delivery = deliveryText(product, locale, t);
  // The datasheet and the outline drawing (DXF) are generated from this page's data at build time
  // (scripts/datasheets.ts): every active model has them per language, listed first; the entries
  // the editors link follow them.
  const drawing = drawingItem(product, locale, t);
  const downloads: readonly DownloadItem[] = [
    ...(product.state === 'active' ? [datasheetItem(product, locale, t)] : []),
    ...(drawing ? [drawing] : []),
    ...product.downloads,
  ];
  return (
    <article
      {...indexedAs('product')}
      // The site search keeps models of equal match in the catalogue's order (search-hits.ts rankHits).
      {...(product.order === null || product.order === undefined
        ? {}
        : { 'data-pagefind-meta': `order:${product.order}` })}
    >
      <Breadcrumbs trail={trail} />
      <SearchAliases terms={modelAliases(product.model)} />
      <div className={styles.top}>
        <div className={styles.gallery}>
          {main ? <Picture image={main} alt={product.name} priority className={styles.main} /> : null}
          {more.map((image, index) => (
            <Picture key={index} image={image} alt={`${product.name} (${index + 2})`} className={styles.more} />
          ))}
        </div>
        <div className={styles.intro}>
          <p className={styles.model} data-pagefind-weight="10">
            {t('products.model')} <span data-pagefind-meta="model">{product.model}</span> ·{' '}
            {t(optionKey(productSeries, product.series))} <StateBadge state={product.state} />
          </p>
          <h1 className={styles.title}>{product.name}</h1>
          <p className={styles.summary} data-pagefind-meta="summary">
            {product.summary}
          </p>
          {/* The new-product warranty and the delivery are a model on sale's: a discontinued one has neither. */}
          {product.state === 'active' && product.warrantyMonths ? (
            <p className={styles.summary}>{t('products.warranty', { count: product.warrantyMonths })}</p>
          ) : null}
          {product.state === 'inactive' ? (
            <div className={styles.notice}>
              <p>{t('products.inactiveNotice')}</p>
              <SuccessorLink successor={product.successor} locale={locale} />
            </div>
          ) : null}
          {/* A discontinued model is no longer quoted or sampled: its page leads with its successor, spare parts and service. */}
          {/* One row on a desktop (the comparison is the lesser action), one per line on a phone. */}
          {delivery ? <p className={styles.delivery}>{delivery}</p> : null}
          <div className={styles.actions}>
            {product.state === 'active' ? (
              <RequestActions locale={locale} product={product.model} />
            ) : (
              <DiscontinuedActions model={product.model} successor={product.successor} locale={locale} />
            )}
            <CompareToggle product={product} variant="button" />
          </div>
        </div>
      </div>
      <section aria-labelledby="product-overview" className={styles.section}>
        <h2 id="product-overview">{t('products.overview')}</h2>
        <div className={styles.rich} dangerouslySetInnerHTML={{ __html: product.overviewHtml }} />
      </section>
      {product.video ? (
        <section aria-labelledby="product-video" className={styles.section}>
          <h2 id="product-video">{t('video.heading')}</h2>
          <VideoSlot video={product.video} className={styles.video} />
        </section>
      ) : null}
      {product.applications.length ? (
        <section aria-labelledby="product-applications" className={styles.section}>
          <h2 id="product-applications">{t('products.applications')}</h2>
          <ul className={styles.applications}>
            {product.applications.map((application) => (
              <li key={application}>{application}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {product.specifications.length ? (
        <section aria-labelledby="product-specifications" className={styles.section}>
          <h2 id="product-specifications">{t('products.specifications')}</h2>
          <SpecTable
            specifications={product.specifications}
            caption={`${product.model} ${t('products.specifications')}`}
          />
        </section>
      ) : null}
      {product.series !== 'component' && product.specifications.length ? (
        <CalculatorSlot model={product.model} specifications={product.specifications} locale={locale} />
      ) : null}
      {downloads.length ? (
        <section aria-labelledby="product-downloads" className={styles.section}>
          <h2 id="product-downloads">{t('products.downloads')}</h2>
          <DownloadList downloads={downloads} />
        </section>
      ) : null}
      {solutions.length ? (
        <section aria-labelledby="product-solutions" className={styles.section}>
          <h2 id="product-solutions">{t('products.solutions')}</h2>
          <ul className={styles.solutions}>
            {solutions.map((solution) => (
              <li key={solution.slug}>
                <Link to={localePath('solutions-detail-id', locale, { id: solution.slug })}>{solution.title}</Link>
                <p>{solution.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <NoteLinks notes={product.notes} locale={locale} id="product-notes" />
      <ComparisonTraySlot locale={locale} />
    </article>
  );
}

export const productDetailFields = graphql`
  fragment ProductDetailFields on Product {
    slug
    order
    model
    name
    state
    series
    summary
    warrantyMonths
    leadTimeWeeks
    firstDelivery(formatString: "YYYY-MM-DD")
    successor {
      ...SuccessorLinkFields
    }
    overviewHtml
    applications
    specifications {
      key
      value
    }
    images {
      childImageSharp {
        gatsbyImageData(width: 720, aspectRatio: 1.333, placeholder: DOMINANT_COLOR, formats: [JPG, WEBP, AVIF])
      }
    }
    video {
      ...VideoFields
    }
    datasheet {
      bytes
      pages
    }
    drawing {
      bytes
    }
    downloads {
      ...DownloadListItem
    }
    solutions {
      slug
      title
      summary
    }
    notes {
      slug
      title
      summary
    }
  }
`;
