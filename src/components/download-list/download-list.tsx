import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { defaultLocale, isLocale } from '../../i18n/locales';
import { formatBytes } from './format-bytes';
import * as styles from './download-list.module.css';
import { downloadCategories } from '../../model/options/downloads';
import { optionKey } from '../../model/options/option-set';

/** A document or program offered for download: an uploaded file or an external link. */
export interface DownloadItem {
  slug: string;
  title: string;
  category: string;
  url: string | null;
  /** An upload, or a document the build prints (measured when printed: size and page count). */
  file: { url: string; bytes: number | null; pages?: number | null; extension: string | null } | null;
  /** The size of the file an external link fetches, as the editor gives it. */
  megabytes?: number | null;
}

/** The size of an item in bytes: measured for files, given by the editor for external links. */
const bytesOf = (item: DownloadItem) =>
  item.file ? item.file.bytes : item.megabytes ? Math.round(item.megabytes * 1024 * 1024) : null;

/** The file type shown for an item: its extension, else the one in the link's path, else null. */
function fileTypeOf({ file, url }: DownloadItem): string | null {
  const extension = file ? file.extension : url ? /\.([a-z0-9]{1,5})$/i.exec(pathOf(url))?.[1] : null;
  return extension ? extension.toUpperCase() : null;
}

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
};

/** Downloads as a list: title, category, type and size, and a link that names what it fetches. */
export function DownloadList({ downloads }: { downloads: readonly DownloadItem[] }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale;
  return (
    <ul className={styles.list}>
      {downloads.map((item) => {
        const bytes = bytesOf(item);
        const pages = item.file?.pages;
        const external = !item.file;
        return (
          <li key={item.slug} className={styles.item}>
            <div className={styles.body}>
              <h3 className={styles.title}>{item.title}</h3>
              <dl className={styles.meta}>
                <div className={styles.fact}>
                  <dt>{t('downloads.term', { term: t('downloads.categoryLabel') })}</dt>
                  <dd>{t(optionKey(downloadCategories, item.category))}</dd>
                </div>
                <div className={styles.fact}>
                  <dt>{t('downloads.term', { term: t('downloads.typeLabel') })}</dt>
                  <dd>{fileTypeOf(item) ?? t('downloads.type.link')}</dd>
                </div>
                <div className={styles.fact}>
                  <dt>{t('downloads.term', { term: t('downloads.sizeLabel') })}</dt>
                  <dd>{typeof bytes === 'number' ? formatBytes(bytes, locale) : t('downloads.unknownSize')}</dd>
                </div>
                {pages ? (
                  <div className={styles.fact}>
                    <dt>{t('downloads.term', { term: t('downloads.pagesLabel') })}</dt>
                    <dd>{t('downloads.pages', { count: pages })}</dd>
                  </div>
                ) : null}
              </dl>
            </div>
            {external ? (
              <a className={styles.button} href={item.url ?? undefined} target="_blank" rel="noopener noreferrer">
                {t('downloads.download')}
                <span className="visually-hidden">
                  {' '}
                  {item.title} {t('downloads.newWindow')}
                </span>
              </a>
            ) : (
              <a className={styles.button} href={item.file!.url} download>
                {t('downloads.download')}
                <span className="visually-hidden"> {item.title}</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export const downloadListFields = graphql`
  fragment DownloadListItem on Download {
    slug
    title
    category
    url
    megabytes
    file {
      url
      bytes
      pages
      extension
    }
  }
`;
