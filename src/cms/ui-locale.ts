/** The UI languages of the editor: Decap's zh_Hans (default) and en. */
export type CmsUiLocale = 'zh_Hans' | 'en';
