import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { Detail } from '../components/detail/detail';
import { PageHead } from '../components/seo/page-head';
import { localePath } from '../routes';
import type { PageContext } from '../types/page-context';
import { StatisticsNotice } from '../components/statistics/statistics-notice';
import { statisticsConfig } from '../statistics/providers';

type Props = PageProps<Queries.PrivacyPageQuery, PageContext>;

/** The privacy notice the contact form's consent links to. */
export default function PrivacyPage({ data, pageContext: { locale }, location }: Props) {
  const { t } = useTranslation();
  const notice = data.notice!;
  return (
    <Layout locale={locale} location={location}>
      <Detail
        back={{ to: localePath('index', locale), label: t('notFound.home') }}
        title={notice.title}
        meta={t('privacy.updated', { date: notice.updated, version: notice.version })}
      >
        <div dangerouslySetInnerHTML={{ __html: notice.bodyHtml }} />
        <StatisticsNotice config={statisticsConfig(data.settings?.statistics)} />
      </Detail>
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.PrivacyPageQuery, PageContext>) => (
  <PageHead {...props} title={props.data.notice?.title} description={props.data.notice?.summary} />
);

export const query = graphql`
  query PrivacyPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "privacy"] } }) {
      ...LocaleMessages
    }
    notice: privacyNotice(locale: { eq: $language }) {
      version
      updated(formatString: "YYYY-MM-DD")
      title
      summary
      bodyHtml
    }
    settings: siteSettings(locale: { eq: $language }) {
      ...StatisticsSettings
    }
  }
`;
