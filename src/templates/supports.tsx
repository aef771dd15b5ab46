import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/layout';
import { datasheetItem, drawingItem } from '../components/download-list/datasheet-item';
import { SupportsView } from '../components/supports/supports-view';
import { PageHead } from '../components/seo/page-head';
import { useSiteSettings } from '../hooks/use-site-settings';
import type { PageContext } from '../types/page-context';

type Data = Queries.SupportsPageQuery;

export default function SupportsPage({ data, pageContext: { locale }, location }: PageProps<Data, PageContext>) {
  const site = useSiteSettings(locale);
  const { t } = useTranslation();
  return (
    <Layout locale={locale} location={location}>
      <SupportsView
        locale={locale}
        intro={site.seo.supports}
        contact={site}
        promises={data.service?.servicePromises ?? []}
        steps={data.service?.serviceSteps ?? []}
        locations={data.locations.nodes}
        trainings={data.trainings.nodes}
        downloads={[
          // Each model's datasheet, then its outline drawing (DXF).
          ...data.datasheets.nodes.flatMap((product) => [
            datasheetItem(product, locale, t),
            ...[drawingItem(product, locale, t)].filter((item) => item !== null),
          ]),
          ...data.downloads.nodes,
        ]}
        faqs={data.faqs.nodes}
      />
    </Layout>
  );
}

export const Head = (props: HeadProps<Data, PageContext>) => <PageHead {...props} page="supports" />;

export const query = graphql`
  query SupportsPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "supports", "about"] } }) {
      ...LocaleMessages
    }
    service: siteSettings(locale: { eq: $language }) {
      servicePromises {
        title
        text
      }
      serviceSteps {
        title
        text
      }
    }
    locations: allLocation(
      filter: { locale: { eq: $language }, kind: { in: ["headquarters", "office", "service", "distributor"] } }
      sort: [{ order: ASC }, { city: ASC }]
    ) {
      nodes {
        ...LocationMapItem
      }
    }
    trainings: allTraining(filter: { locale: { eq: $language } }, sort: [{ order: ASC }, { title: ASC }]) {
      nodes {
        ...TrainingListItem
      }
    }
    # The generated datasheets and outline drawings of the active models (scripts/datasheets.ts), listed before the uploads.
    datasheets: allProduct(filter: { locale: { eq: $language }, state: { eq: "active" } }, sort: [{ order: ASC }]) {
      nodes {
        slug
        model
        datasheet {
          bytes
          pages
        }
        drawing {
          bytes
        }
      }
    }
    downloads: allDownload(filter: { locale: { eq: $language } }, sort: [{ category: ASC }, { order: ASC }]) {
      nodes {
        ...DownloadListItem
      }
    }
    faqs: allFaq(filter: { locale: { eq: $language } }, sort: [{ order: ASC }, { question: ASC }]) {
      nodes {
        ...FaqListItem
      }
    }
  }
`;
