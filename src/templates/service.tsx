import React from 'react';
import { type HeadProps, type PageProps, graphql } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { ContactFormSlot } from '../components/contact/contact-form-slot';
import { ReturnsView } from '../components/returns/returns-view';
import { PageHead } from '../components/seo/page-head';
import { useSiteSettings } from '../hooks/use-site-settings';
import type { PageContext } from '../types/page-context';

type Data = Queries.ServicePageQuery;

/** The service request: the contact form, started as a service request. */
const serviceStart = { requestType: 'service' } as const;

/** Service and returns (/supports/service/): the RMA procedure and the service request form. */
export default function ServicePage({ data, pageContext: { locale }, location }: PageProps<Data, PageContext>) {
  const site = useSiteSettings(locale);
  const page = data.returns!;
  return (
    <Layout locale={locale} location={location}>
      <ReturnsView
        locale={locale}
        contact={site}
        page={page}
        form={<ContactFormSlot locale={locale} start={serviceStart} titleKey="contact.serviceTitle" />}
      />
    </Layout>
  );
}

export const Head = (props: HeadProps<Data, PageContext>) => (
  <PageHead {...props} title={props.data.returns?.title} description={props.data.returns?.summary} />
);

export const query = graphql`
  query ServicePage($language: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "supports", "about", "contact"] } }
    ) {
      ...LocaleMessages
    }
    returns: returnsPage(locale: { eq: $language }) {
      title
      summary
      whenToCallHtml
      sendItems
      packing
      returnLocations {
        slug
        city
        country
        address
        phone
        serves
      }
    }
  }
`;
