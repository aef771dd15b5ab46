import React, { memo } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { type Locale, defaultLocale, localeOfPath } from '../../i18n/locales';
import { withLocalePrefix } from '../../routes';
import { EmailLink, PhoneLink } from '../contact-link/contact-link';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { SupportNumbers } from '../contact-link/support-numbers';
import { CompanyFacts } from './company-facts';
import * as styles from './footer.module.css';

/** A footer link as editors write it: a default-locale site path (/products/) or an https:// address. */
export interface FooterLink {
  label: string;
  url: string;
}

/**
 * A site path in the visitor's language (other locales add their prefix, /en); a path that already
 * has a locale prefix and other addresses stay as written.
 */
export function footerHref(url: string, locale: Locale): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  return localeOfPath(url) !== defaultLocale ? url : withLocalePrefix(url, locale);
}

function FooterLinkItem({ link, locale }: { link: FooterLink; locale: Locale }) {
  const href = footerHref(link.url, locale);
  return href.startsWith('/') ? (
    <Link to={href}>{link.label}</Link>
  ) : (
    <a href={href} rel="noopener noreferrer">
      {link.label}
    </a>
  );
}

/** The MIIT registry, where the ICP filing number is looked up (every page served in China links it). */
export const icpRegistry = 'https://beian.miit.gov.cn/';

type FooterSettings = Queries.SiteSettingsFieldsFragment['footer'];

function Follow({ footer, brand }: { footer: FooterSettings; brand: string }) {
  const { t } = useTranslation();
  if (!footer.wechatQr && !footer.linkedin) return null;
  const account = footer.wechatAccount || brand;
  return (
    <section aria-labelledby="footer-follow">
      <h2 id="footer-follow" className={styles.heading}>
        {t('footer.follow')}
      </h2>
      {footer.wechatQr ? (
        <figure className={styles.wechat}>
          <img
            src={footer.wechatQr}
            width={112}
            height={112}
            loading="lazy"
            decoding="async"
            alt={t('footer.wechatQr', { account })}
          />
          <figcaption>
            {t('footer.wechat')}
            <br />
            <span className={styles.account}>{account}</span>
          </figcaption>
        </figure>
      ) : null}
      {footer.linkedin ? (
        <p className={styles.social}>
          <a href={footer.linkedin} rel="noopener noreferrer">
            {t('footer.linkedin')}
          </a>
        </p>
      ) : null}
    </section>
  );
}

function Filings({ footer, locale }: { footer: FooterSettings; locale: Locale }) {
  const { t } = useTranslation();
  const record = footer.publicSecurityUrl;
  return (
    <ul className={styles.legal} aria-label={t('footer.filings')}>
      <li>
        <FooterLinkItem link={{ label: t('footer.privacy'), url: footer.privacy }} locale={locale} />
      </li>
      <li>
        <a href={icpRegistry} rel="noopener noreferrer">
          {footer.icp}
        </a>
      </li>
      {footer.publicSecurity && record ? (
        <li>
          <a href={record} rel="noopener noreferrer">
            {footer.publicSecurity}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

function FooterContent({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const site = useSiteSettings(locale);
  return (
    <>
      <div className={styles.grid}>
        <section aria-labelledby="footer-facts">
          <h2 id="footer-facts" className={styles.heading}>
            {t('footer.facts')}
          </h2>
          <p className={styles.company}>{site.companyName}</p>
          <CompanyFacts facts={site} locale={locale} className={styles.list} />
        </section>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            {t('footer.support')}
          </h2>
          <SupportNumbers locale={locale} phone={site.phone} hotline={site.hotline} className={styles.hotline} />
          <p>{t('footer.hotlineHours', { hours: site.hotlineHours })}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contact')}
          </h2>
          <dl className={styles.contact}>
            <dt>{t('footer.phone')}</dt>
            <dd>
              <PhoneLink number={site.phone} />
            </dd>
            <dt>{t('footer.email')}</dt>
            <dd>
              <EmailLink address={site.email} />
            </dd>
            <dt>{t('footer.address')}</dt>
            <dd>{site.address}</dd>
          </dl>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t('footer.links')}
          </h2>
          <ul className={styles.list}>
            {site.footerLinks.map((link, index) => (
              <li key={index}>
                <FooterLinkItem link={link} locale={locale} />
              </li>
            ))}
          </ul>
        </nav>
        <Follow footer={site.footer} brand={site.brand} />
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          {t('footer.copyright', { year: new Date().getFullYear(), company: site.companyName })}
        </p>
        <Filings footer={site.footer} locale={locale} />
      </div>
    </>
  );
}

/**
 * The footer of every page: the same on the client as in the static HTML. Memoized: a page's own
 * state changes never render it again.
 */
export const Footer = memo(function Footer({ locale }: { locale: Locale }) {
  return (
    <footer className={styles.footer}>
      <FooterContent locale={locale} />
    </footer>
  );
});
