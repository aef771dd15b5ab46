import React from 'react';
import { Link, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';

/** The model that replaces a discontinued one (the query data of the fragment below). */
export type Successor = Queries.SuccessorLinkFieldsFragment;

/** "Replaced by YC-PS30-UV", linking to the successor's page; nothing for a model without one. */
export function SuccessorLink({
  successor,
  locale,
  className,
}: {
  successor: Successor | null | undefined;
  locale: Locale;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!successor) return null;
  return (
    <p className={className}>
      {t('products.successor')}{' '}
      <Link to={localePath('products-detail-id', locale, { id: successor.slug })}>
        {successor.model} {successor.name}
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
