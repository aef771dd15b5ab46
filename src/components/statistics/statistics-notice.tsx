import React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { type StatisticsConfig, providerScript } from '../../statistics/providers';

export interface StatisticsNoticeProps {
  /** The configured provider; null when statistics are off (then nothing is said about them). */
  config: StatisticsConfig | null;
}

/** The privacy notice's paragraph on visitor statistics, naming the configured provider. */
export function StatisticsNotice({ config }: StatisticsNoticeProps) {
  const { t } = useTranslation();
  if (!config) return null;
  const host = new URL(providerScript(config).src).host;
  return (
    <section aria-labelledby="privacy-statistics" data-statistics-notice={config.provider}>
      <h2 id="privacy-statistics">{t('statistics.privacy.heading')}</h2>
      <p>{t(`statistics.privacy.${config.provider}`, { host })}</p>
    </section>
  );
}

export const statisticsSettingsFields = graphql`
  fragment StatisticsSettings on SiteSettings {
    statistics {
      provider
      baiduSiteId
      umamiScriptUrl
      umamiWebsiteId
      plausibleDomain
      plausibleScriptOrigin
    }
  }
`;
