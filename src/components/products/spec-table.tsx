import React from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './spec-table.module.css';
import { optionKey, specKeys } from '../../model/options';

/** Specifications as a two-column table; parameter names come from the UI strings. */
export function SpecTable({
  specifications,
  caption,
}: {
  specifications: readonly { key: string; value: string }[];
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <tbody>
          {specifications.map((spec) => (
            <tr key={spec.key}>
              <th scope="row">{t(optionKey(specKeys, spec.key))}</th>
              <td>{spec.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
