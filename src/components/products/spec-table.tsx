import React from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './spec-table.module.css';
import { optionKey } from '../../model/options/option-set';
import { specKeys } from '../../model/options/products';
import { specText } from '../../model/spec-text';

/**
 * Specifications as a two-column table in the canonical order of the parameters (specKeys), whatever
 * order the entry stores them in; parameter names come from the UI strings, and a figure never
 * breaks from its unit.
 */
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
          {canonicalOrder(specifications).map((spec) => (
            <tr key={spec.key}>
              <th scope="row">{t(optionKey(specKeys, spec.key))}</th>
              <td>{specText(spec.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Rows sorted by the parameter order of the model; unknown keys (none pass the build) go last. */
export function canonicalOrder<Row extends { key: string }>(rows: readonly Row[]): Row[] {
  const rank = (key: string) => {
    const index = (specKeys.options as readonly string[]).indexOf(key);
    return index === -1 ? specKeys.options.length : index;
  };
  return [...rows].sort((a, b) => rank(a.key) - rank(b.key));
}
