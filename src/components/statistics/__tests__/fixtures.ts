import type { StatisticsConfig } from '../../../statistics/providers';

/** One configured provider of each kind, as the statistics tests use them. */
export const baidu = { provider: 'baidu', siteId: '0123456789abcdef0123456789abcdef' } satisfies StatisticsConfig;
export const umami = {
  provider: 'umami',
  scriptUrl: 'https://stats.example.cn/script.js',
  websiteId: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b',
} satisfies StatisticsConfig;
export const plausible = {
  provider: 'plausible',
  domain: 'example.cn',
  scriptOrigin: 'https://plausible.io',
} satisfies StatisticsConfig;
