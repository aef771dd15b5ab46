import React from 'react';
import { Link, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';

/** The model that replaces a discontinued one (the query data of the fragment below). */
export type Successor = Queries.SuccessorLinkFieldsFragment;

/**
 * "Replaced by YC-PS30-UV 30 W UV Picosecond Laser" (the model alone where room is short),
 * linking to the successor's page; nothing for a model without one.
 */
export function SuccessorLink({
  successor,
  locale,
  className,
  modelOnly = false,
}: {
  successor: Successor | null | undefined;
  locale: Locale;
  className?: string;
  modelOnly?: boolean;
}) {
  const { t } = useTranslation();
  if (!successor) return null;
  return (
    <p className={className}>
      {t('products.successor')}{' '}
      <Link to={localePath('products-detail-id', locale, { id: successor.slug })}>
        {modelOnly ? successor.model : `${successor.model} ${successor.name}`}
      </Link>
    </p>
  );
}

export const successorLinkFields = graphql`
  fragment SuccessorLinkFields on Product {
    slug
    model
    name
  }
`;
