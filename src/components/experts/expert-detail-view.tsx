import React from 'react';
import { Link, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/locales';
import { localePath } from '../../routes';
import { contactRequestHref } from '../../contact/request-link';
import { Detail } from '../detail/detail';
import type { ExpertSummary } from './expert-card';
import { ExpertContact } from './expert-contact';
import { demoteHeadings } from './demote-headings';
import { type ExpertProduct, ExpertProducts } from './expert-products';
import { ExpertSection } from './expert-section';
import { ExpertStatus } from './expert-status';
import { ExpertAvatar } from './expert-avatar';
import { notIndexed } from '../search/indexed';
import { SearchAliases } from '../search/search-aliases';
import * as styles from './expert-detail-view.module.css';

/** Everything the detail screen shows of an expert. */
export interface Expert extends ExpertSummary {
  email?: string | null;
  phone?: string | null;
  /** Sanitized at build time (src/model/markdown.ts). */
  biographyHtml?: string | null;
  products: readonly ExpertProduct[];
}

/** The expert detail screen: role and status, biography, specialties, company, products, contact. */
export function ExpertDetailView({
  expert,
  locale,
  otherNames = [],
}: {
  expert: Expert;
  locale: Locale;
  /** The expert's name in the other locales (周航 / Zhou Hang): the site search finds either script. */
  otherNames?: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <Detail
      back={{ to: localePath('experts', locale), label: t('experts.backToList') }}
      title={expert.name}
      searchType="expert"
      meta={
        <>
          <span className={styles.role}>
            {expert.position} · {expert.department}
          </span>
          <ExpertStatus active={expert.active} />
        </>
      }
    >
      <SearchAliases terms={otherNames.filter((name) => name !== expert.name)} />
      {expert.photo?.childImageSharp ? (
        <ExpertAvatar name={expert.name} photo={expert.photo.childImageSharp.gatsbyImageData} large />
      ) : null}
      <ExpertSection title={t('experts.detail.about')}>
        {expert.biographyHtml ? (
          <div
            className={styles.biography}
            dangerouslySetInnerHTML={{ __html: demoteHeadings(expert.biographyHtml) }}
          />
        ) : (
          <p className={styles.empty}>{t('experts.detail.noBiography')}</p>
        )}
      </ExpertSection>
      <ExpertSection title={t('experts.detail.specialties')}>
        {expert.specialties.length > 0 ? (
          <ul className={styles.specialties}>
            {expert.specialties.map((specialty, index) => (
              <li key={index}>{specialty}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t('experts.detail.noSpecialties')}</p>
        )}
      </ExpertSection>
      <ExpertSection title={t('experts.detail.company')}>
        <p className={styles.company}>{expert.company}</p>
      </ExpertSection>
      <ExpertSection title={t('experts.detail.products')}>
        {/* Other pages' summaries: in the index they would rank this page for every product term. */}
        <div {...notIndexed}>
          <ExpertProducts products={expert.products} locale={locale} />
        </div>
      </ExpertSection>
      {/* The next step from any expert's page, current or former: a message to their department. */}
      <p className={styles.next} {...notIndexed}>
        <Link
          className={styles.nextLink}
          to={contactRequestHref(locale, {
            requestType: 'general',
            message: t('experts.detail.askMessage', { department: expert.department, name: expert.name }),
          })}
        >
          {t('experts.detail.askDepartment', { department: expert.department })}
        </Link>
      </p>
      {expert.active ? (
        <ExpertContact email={expert.email} phone={expert.phone} />
      ) : (
        <ExpertSection title={t('experts.detail.contact')}>
          <p className={styles.former}>
            {t('experts.detail.former.before')}
            <Link to={`${localePath('about', locale)}#contact`}>{t('experts.detail.former.link')}</Link>
            {t('experts.detail.former.after')}
          </p>
        </ExpertSection>
      )}
    </Detail>
  );
}

export const expertDetailFragment = graphql`
  fragment ExpertDetail on Expert {
    ...ExpertCard
    email
    phone
    biographyHtml
    products {
      slug
      model
      name
      state
      summary
    }
  }
`;
