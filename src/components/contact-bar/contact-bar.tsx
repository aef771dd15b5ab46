import React, { memo } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { dialOrder } from '../contact-link/dial-order';
import { contactFormAnchor } from '../../contact/request-link';
import { localePath } from '../../routes';
import { notIndexed } from '../search/indexed';
import * as styles from './contact-bar.module.css';

/**
 * The phone's contact bar (≤ 640 px, CSS only): call, WeChat, message form, fixed at the bottom as
 * Chinese B2B buyers expect. It is plain links drawn by the server, so it costs no script and, being
 * fixed, moves nothing (the page keeps room for it below its last line, see layout.module.css).
 * The number is the one a visitor can dial: the 400 hotline in Chinese, the +86 landline in English.
 */
export const ContactBar = memo(function ContactBar({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const site = useSiteSettings(locale);
  const [first] = dialOrder(locale, site);
  const wechat = site.footer.wechatUrl;
  return (
    <nav className={styles.bar} aria-label={t('contactBar.label')} data-testid="contact-bar" {...notIndexed}>
      {first ? (
        <a className={styles.item} href={`tel:${first.number.replace(/[^\d+]/g, '')}`}>
          {t('contactBar.call')}
        </a>
      ) : null}
      {wechat ? (
        <a className={styles.item} href={wechat} rel="noopener noreferrer">
          {t('contactBar.wechat')}
        </a>
      ) : null}
      <Link className={`${styles.item} ${styles.primary}`} to={`${localePath('about', locale)}#${contactFormAnchor}`}>
        {t('contactBar.message')}
      </Link>
    </nav>
  );
});
