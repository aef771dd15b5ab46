declare module 'decap-cms-locales' {
  import type { CmsLocalePhrases } from 'decap-cms-core';

  export const zh_Hans: CmsLocalePhrases;
  export const en: CmsLocalePhrases;
}
