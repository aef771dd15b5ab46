// The build's content rules in /admin: checked before saving (field-rules.tsx), numbers as a
// Chinese input method types them (number-control.tsx), deletes of entries others point to
// refused (delete-guard.ts).
import type { ComponentType } from 'react';
import { defaultLocale, localeInfo, locales } from '../../i18n/locales';
import type { CmsUiLocale } from '../ui-locale';
import { messages } from '../previews/messages';
import { type BackendRegistry, installDeleteGuard } from './delete-guard';
import { type WidgetRegistry, installFieldRules } from './field-rules';
import { numberControl } from './number-control';

export { entryFile } from './entry-file';
export { connectRefusals } from './refusal';

interface Cms extends WidgetRegistry, BackendRegistry {}

/** Installs the rules; call after every widget is registered and before CMS.init. */
export function installRules(cms: Cms, ui: CmsUiLocale, backendNames: string[]) {
  const locale = ui === 'en' ? 'en' : 'zh';
  const site = locales.find((code) => localeInfo[code].editorUi === ui) ?? defaultLocale;
  const number = cms.getWidget('number');
  if (number) number.control = numberControl(locale) as unknown as ComponentType<never>;
  installFieldRules(cms, locale, messages[site]);
  installDeleteGuard(cms, backendNames, ui);
}
