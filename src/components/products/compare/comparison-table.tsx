import React from 'react';
import { Link, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { StateBadge } from '../state-badge';
import { SuccessorLink } from '../successor-link';
import { comparisonRows } from './comparison-rows';
import { deliveryText } from '../delivery';
import { optionKey } from '../../../model/options/option-set';
import { specKeys } from '../../../model/options/products';
import { specText } from '../../../model/spec-text';
import type { Locale } from '../../../i18n/locales';
import { localePath } from '../../../routes';
import * as styles from './comparison-table.module.css';

/** A compared model: the query data of the fragment below. */
export type ComparedModel = Queries.ComparedModelFieldsFragment;

/**
 * Models side by side: a column per model, a row per parameter any of them specifies, rows
 * where they differ marked (and the others hidden when `differencesOnly`).
 */
export function ComparisonTable({
  models,
  locale,
  differencesOnly,
}: {
  models: readonly ComparedModel[];
  locale: Locale;
  differencesOnly: boolean;
}) {
  const { t } = useTranslation();
  const rows = comparisonRows(models, specKeys.options);
  // Delivery after the specifications: what a buyer weighs beside the figures.
  const deliveries = models.map((model) => deliveryText(model, locale, t));
  const deliveryDiffers = new Set(deliveries).size > 1;
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-differences-only={differencesOnly}>
        <caption className={styles.caption}>
          {t('products.compare.caption', { models: models.map((model) => model.model).join(' · ') })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('products.compare.parameter')}</th>
            {models.map((model) => (
              <th scope="col" key={model.slug} className={styles.model}>
                <Link to={localePath('products-detail-id', locale, { id: model.slug })}>{model.model}</Link>
                <span className={styles.name}>{model.name}</span>
                <StateBadge state={model.state} />
                <SuccessorLink successor={model.successor} locale={locale} className={styles.successor} modelOnly />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-differs={row.differs} className={row.differs ? styles.differs : undefined}>
              <th scope="row">
                {t(optionKey(specKeys, row.key))}
                {row.differs ? <span className={styles.mark}>{t('products.compare.differs')}</span> : null}
              </th>
              {row.values.map((value, index) => (
                <td key={models[index]!.slug}>
                  {value !== null ? (
                    specText(value)
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{t('products.compare.missing')}</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
          {deliveries.some(Boolean) ? (
            <tr data-differs={deliveryDiffers} className={deliveryDiffers ? styles.differs : undefined}>
              <th scope="row">
                {t('products.compare.delivery')}
                {deliveryDiffers ? <span className={styles.mark}>{t('products.compare.differs')}</span> : null}
              </th>
              {deliveries.map((delivery, index) => (
                <td key={models[index]!.slug}>
                  {delivery ?? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{t('products.compare.missing')}</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

export const comparedModelFields = graphql`
  fragment ComparedModelFields on Product {
    slug
    model
    name
    state
    leadTimeWeeks
    firstDelivery(formatString: "YYYY-MM-DD")
    successor {
      ...SuccessorLinkFields
    }
    specifications {
      key
      value
    }
  }
`;
