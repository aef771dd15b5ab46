import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { ProductCard, type ProductSummary } from '../products/product-card';
import type { NewsSummary } from '../news/news-list';
import { EmailLink, PhoneLink } from '../contact-link/contact-link';
import { dialOrder } from '../contact-link/dial-order';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';
import { CompanyFacts, type CompanyFactsData, numberFormat } from '../footer/company-facts';
import * as styles from './home-view.module.css';
import { partners } from './partners';
import { HeroImage } from './hero-image';

export interface HomeSettings extends CompanyFactsData {
  tagline: string;
  heroTitle: string;
  heroLead: string;
  salesCities: number;
  patentApplications: number;
  rdInvestmentPercent: number;
  rdStaff: number;
  hotline: string;
  /** The +86 landline: the number shown first on the English site (see dialOrder). */
  phone: string;
  hotlineHours: string;
  email: string;
  /** The promise above the contact form (e.g. an answer within one working day). */
  contactLead: string;
}

export interface HomeViewProps {
  /** The contact form (its slot), rendered in the contact area. */
  contactForm?: React.ReactNode;
  locale: Locale;
  site: HomeSettings;
  products: readonly ProductSummary[];
  news: readonly NewsSummary[];
}

/**
 * The headline in phrases, each ending after a Chinese comma or enumeration mark: shown as inline
 * blocks, so a narrow screen breaks the line between phrases (超快激光，/成就精密制造), never inside a
 * word (成/就). A single phrase longer than the line still wraps inside itself.
 */
export const titlePhrases = (title: string): string[] => title.split(/(?<=[，、；：])/u).filter(Boolean);

/**
 * The figures, formatted in a component of their own (see numberFormat).
 */
function Statistics({ site, locale }: { site: HomeSettings; locale: Locale }) {
  const { t } = useTranslation();
  const number = numberFormat(locale);
  const statistics = [
    { key: 'salesCities', value: number.format(site.salesCities), suffix: '+' },
    { key: 'patentApplications', value: number.format(site.patentApplications), suffix: '+' },
    { key: 'rdInvestment', value: String(site.rdInvestmentPercent), suffix: '%' },
    { key: 'rdStaff', value: number.format(site.rdStaff), suffix: '+' },
  ];
  return (
    <dl className={styles.statistics}>
      {statistics.map((item) => (
        <div key={item.key} className={styles.statistic}>
          <dt>{t(`home.stat.${item.key}`)}</dt>
          <dd>
            {item.value}
            <span className={styles.suffix}>{item.suffix}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The home page: hero, featured products, statistics and facts, latest news, how to reach us. */
export function HomeView({ locale, site, products, news, contactForm }: HomeViewProps) {
  const { t } = useTranslation();
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <p className={styles.tagline}>{site.tagline}</p>
          <h1 id="home-title" className={styles.title}>
            {titlePhrases(site.heroTitle).map((phrase, index) => (
              <span key={index} className={styles.phrase}>
                {phrase}
              </span>
            ))}
          </h1>
          <p className={styles.lead}>{site.heroLead}</p>
          <p className={styles.actions}>
            <Link to={localePath('products', locale)} className={styles.primary}>
              {t('home.exploreProducts')}
            </Link>
            <Link to={`${localePath('about', locale)}#contact`} className={styles.secondary}>
              {t('home.talkToUs')}
            </Link>
          </p>
        </div>
        {/* Inline, not an <img>: as a file it was the desktop LCP element, waiting for its own
            request, and on phones, where it sits below the fold, a high-priority request all the same.
            Its markup is a chunk of its own, loaded only for a client-side visit (hero-image.tsx). */}
        <HeroImage className={styles.heroImage} label={t('home.heroImage')} />
      </section>

      <section aria-labelledby="home-statistics" className={styles.section}>
        <h2 id="home-statistics" className="visually-hidden">
          {t('home.statistics')}
        </h2>
        <Statistics site={site} locale={locale} />
      </section>

      <section aria-labelledby="home-products" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="home-products">{t('home.featuredProducts')}</h2>
          <Link to={localePath('products', locale)} className={styles.viewAll}>
            {t('home.viewAll')}
          </Link>
        </div>
        <ul className={styles.grid}>
          {products.map((product, index) => (
            <li key={product.slug}>
              <ProductCard product={product} locale={locale} eager={index < 2} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-partners" className={styles.section}>
        <h2 id="home-partners" className={styles.partnersTitle}>
          {t('home.partners')}
        </h2>
        <ul className={styles.partners}>
          {partners.map((partner) => (
            <li key={partner.slug}>
              <img
                src={`/images/partners/${partner.slug}.svg`}
                width={200}
                height={56}
                alt={partner.name}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-facts" className={`${styles.section} ${styles.facts}`}>
        <h2 id="home-facts">{t('home.facts')}</h2>
        <CompanyFacts facts={site} locale={locale} className={styles.factList} />
      </section>

      <section aria-labelledby="home-news" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="home-news">{t('home.recentNews')}</h2>
          <p className={styles.headLinks}>
            <Link to={`${localePath('news', locale)}#events`} className={styles.viewAll}>
              {t('home.events')}
            </Link>
            <Link to={localePath('news', locale)} className={styles.viewAll}>
              {t('home.viewAll')}
            </Link>
          </p>
        </div>
        <ul className={styles.news}>
          {news.map((item) => (
            <li key={item.slug}>
              <time dateTime={item.date}>{item.date}</time>
              <Link to={localePath('news-detail-id', locale, { id: item.slug })} className={styles.newsLink}>
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section id="contact" aria-labelledby="home-contact" className={`${styles.section} ${styles.contact}`}>
        <h2 id="home-contact">{t('home.contactTitle')}</h2>
        <p>{site.contactLead}</p>
        <p>
          {t('footer.support')} <PhoneLink number={dialOrder(locale, site)[0]?.number ?? site.hotline} /> ·{' '}
          {site.hotlineHours} · <EmailLink address={site.email} />
        </p>
        {contactForm}
      </section>
    </>
  );
}
