import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { clearPicks, comparisonLimit, togglePick, useComparison } from './comparison-store';
import { comparePath } from './compare-path';
import type { Locale } from '../../../i18n/locales';
import * as styles from './comparison-tray.module.css';

/** The picked models in a bar stuck to the bottom of the screen, with the way to compare them. */
export function ComparisonTray({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { picked, full } = useComparison();
  if (!picked.length) return null;
  const ready = picked.length >= 2;
  return (
    <aside className={styles.tray} aria-label={t('products.compare.tray')}>
      <p className={styles.title}>{t('products.compare.count', { count: picked.length })}</p>
      <ul className={styles.models}>
        {picked.map((item) => (
          <li key={item.slug}>
            <span>{item.model}</span>
            <button
              type="button"
              className={styles.remove}
              onClick={() => togglePick(item)}
              aria-label={t('products.compare.remove', { model: item.model })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.note} role="status">
        {full ? t('products.compare.full', { count: comparisonLimit }) : ready ? '' : t('products.compare.pickMore')}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.clear} onClick={clearPicks}>
          {t('products.compare.clear')}
        </button>
        {ready ? (
          <Link
            className={styles.go}
            to={comparePath(
              locale,
              picked.map((item) => item.slug),
            )}
          >
            {t('products.compare.go')}
          </Link>
        ) : null}
      </div>
    </aside>
  );
}
