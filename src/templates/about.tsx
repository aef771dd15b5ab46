import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { PageIntro } from '../components/page-intro/page-intro';
import { PageHead } from '../components/seo/page-head';
import { EmailLink, PhoneLink } from '../components/contact-link/contact-link';
import { useSiteSettings } from '../hooks/use-site-settings';
import type { PageContext } from '../types/page-context';

type Props = PageProps<Queries.AboutPageQuery, PageContext>;

export default function AboutPage({ pageContext: { locale }, location }: Props) {
  const { t } = useTranslation();
  const site = useSiteSettings(locale);
  return (
    <Layout locale={locale} location={location}>
      <PageIntro eyebrow={site.companyName} title={t('about.title')} lead={t('about.description')} />
      <section id="contact" aria-labelledby="about-contact">
        <h2 id="about-contact">{t('nav.contact')}</h2>
        <dl>
          <dt>{t('footer.address')}</dt>
          <dd>{site.address}</dd>
          <dt>{t('footer.phone')}</dt>
          <dd>
            <PhoneLink number={site.phone} />
          </dd>
          <dt>{t('footer.email')}</dt>
          <dd>
            <EmailLink address={site.email} />
          </dd>
          <dt>{t('footer.support')}</dt>
          <dd>
            {site.hotline} ({site.hotlineHours})
          </dd>
        </dl>
      </section>
    </Layout>
  );
}

export const Head = (props: HeadProps<Queries.AboutPageQuery, PageContext>) => (
  <PageHead {...props} titleKey="about.title" descriptionKey="about.description" />
);

export const query = graphql`
  query AboutPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleMessages
    }
  }
`;
