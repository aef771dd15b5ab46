import { graphql, useStaticQuery } from 'gatsby';
import type { Locale } from '../i18n/locales';

/** Company facts, contacts and brand in the given locale. */
export function useSiteSettings(locale: Locale): Queries.SiteSettingsFieldsFragment {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      allSiteSettings {
        nodes {
          ...SiteSettingsFields
        }
      }
    }
  `);
  const settings = data.allSiteSettings.nodes.find((node) => node.locale === locale) ?? data.allSiteSettings.nodes[0];
  if (!settings) throw new Error('content/settings/site.yml is missing');
  return settings;
}

export const siteSettingsFields = graphql`
  fragment SiteSettingsFields on SiteSettings {
    locale
    brand
    companyName
    tagline
    heroTitle
    heroLead
    salesCities
    patentApplications
    rdInvestmentPercent
    rdStaff
    founded
    cleanRoomArea
    patents
    unitsPerYear
    headquarters
    address
    phone
    hotline
    hotlineHours
    email
    careersEmail
    serviceEmail
    contactLead
    consentHtml
    footerLinks {
      label
      url
    }
    footer {
      icp
      publicSecurity
      publicSecurityUrl
      wechatAccount
      wechatUrl
      wechatQr
      linkedin
      privacy
    }
    seo {
      home {
        title
        description
      }
      products {
        title
        description
      }
      solutions {
        title
        description
      }
      news {
        title
        description
      }
      supports {
        title
        description
      }
      experts {
        title
        description
      }
      about {
        title
        description
      }
    }
  }
`;
