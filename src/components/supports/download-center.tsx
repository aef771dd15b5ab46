import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DownloadItem, DownloadList } from '../download-list/download-list';
import * as styles from './download-center.module.css';
import { downloadCategories } from '../../model/options/downloads';
import { optionKey } from '../../model/options/option-set';
import { indexedAs, notIndexed } from '../search/indexed';

const all = 'all';

/** Download Center tab: a category filter (toggle buttons) over the list of downloads. */
export function DownloadCenter({ downloads }: { downloads: readonly DownloadItem[] }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<string>(all);
  const present = downloadCategories.options.filter((name) => downloads.some((item) => item.category === name));
  const shown = category === all ? downloads : downloads.filter((item) => item.category === category);
  return (
    <section aria-labelledby="downloads-heading" {...indexedAs('download')}>
      <h2 id="downloads-heading" className={styles.heading}>
        {t('supports.downloads.heading')}
      </h2>
      <p className={styles.lead}>{t('supports.downloads.lead')}</p>
      {downloads.length ? (
        <>
          <div role="group" aria-label={t('supports.downloads.filter')} className={styles.filter} {...notIndexed}>
            {[all, ...present].map((name) => (
              <button
                key={name}
                type="button"
                className={styles.option}
                aria-pressed={name === category}
                onClick={() => setCategory(name)}
              >
                {name === all ? t('supports.downloads.all') : t(optionKey(downloadCategories, name))}
              </button>
            ))}
          </div>
          <p className={styles.count} aria-live="polite">
            {t('supports.downloads.count', { count: shown.length })}
          </p>
          <DownloadList downloads={shown} />
        </>
      ) : (
        <p>{t('supports.downloads.empty')}</p>
      )}
    </section>
  );
}
