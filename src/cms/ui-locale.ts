/** The UI languages of the editor: Decap's zh_Hans (default) and en. */
export type CmsUiLocale = 'zh_Hans' | 'en';

/** The editor's UI language as /admin remembers it (`?lang=` saves it, src/cms/index.tsx). */
export const savedUiLocale = (storage: Pick<Storage, 'getItem'> = localStorage): CmsUiLocale =>
  storage.getItem('cms-lang') === 'en' ? 'en' : 'zh_Hans';
