// The /admin bundle (built by scripts/build-cms.mjs with esbuild, never by Gatsby): Decap CMS
// with the configuration generated from the content model and previews made of the site's views.
import CMS from 'decap-cms-app';
import { store as decapStore } from 'decap-cms-core/dist/esm/redux';
import { type CmsUiLocale, cmsConfig } from './config';
import { savedUiLocale } from './ui-locale';
import { previewTemplates } from './previews';
import { buildSettings, previewStyle } from './build-env';
import { createRoot } from 'react-dom/client';
import { SetupMessage, setupTitle } from './setup-message';
import { labelledListWidget } from './labelled-list-widget';
import { installUploadGuard } from './upload-guard';
import { uniqueSlugControl, uniqueSlugWidget, withUniqueSlugs } from './unique-slug';
import { mountPublishStatus } from './publish-status';
import { connectRefusals, installRules } from './rules';
import { decapPhrases, savePhrases } from './decap-phrases';
import { installLocaleNames } from './locale-names';
import { DatePreview, dateControl, dateWidget } from './date-widget';
import { conditionalObjectControl, conditionalObjectWidget } from './conditional-object';

/**
 * Decap writes field labels and some headings in capitals: a slug's example `yc-fs20-ir` read
 * `YC-FS20-IR`, "Umami" read "UMAMI". Editors see what they type, as they type it.
 */
function keepLetterCase(document: Document) {
  const style = document.createElement('style');
  style.textContent = '*, *::before, *::after { text-transform: none !important; }';
  document.head.append(style);
}

/** `?lang=en` switches the editor to English (remembered); `?lang=zh` back to Chinese, the default. */
function uiLocale(params: URLSearchParams): CmsUiLocale {
  const asked = params.get('lang');
  if (asked === 'en' || asked === 'zh') localStorage.setItem('cms-lang', asked);
  return savedUiLocale();
}

const params = new URLSearchParams(window.location.search);
const local = ['localhost', '127.0.0.1'].includes(window.location.hostname);
// The local proxy (npm run cms) listens on 8081; `?proxy=<port>` points at another one (tests).
const proxyPort = /^\d+$/.test(params.get('proxy') ?? '') ? params.get('proxy') : '8081';

const ui = uiLocale(params);

if (!buildSettings.backend && !local) {
  // Built without CMS_BACKEND: Decap would show a login that cannot work. Say what to set instead.
  document.title = setupTitle(ui);
  document.documentElement.lang = ui === 'en' ? 'en' : 'zh-CN';
  const container = document.body.appendChild(document.createElement('div'));
  createRoot(container).render(<SetupMessage locale={ui} origin={window.location.origin} />);
} else {
  CMS.registerLocale('zh_Hans', decapPhrases('zh_Hans'));
  CMS.registerLocale('en', decapPhrases('en'));
  keepLetterCase(document);
  installLocaleNames(ui);
  CMS.registerWidget(dateWidget, dateControl(ui) as never, DatePreview as never);
  CMS.registerWidget(
    conditionalObjectWidget,
    conditionalObjectControl(CMS.getWidget('object')!.control as never) as never,
    CMS.getWidget('object')!.preview as never,
  );
  CMS.registerWidget(labelledListWidget as never);
  if (previewStyle) CMS.registerPreviewStyle(previewStyle);
  for (const [collection, template] of Object.entries(previewTemplates)) {
    CMS.registerPreviewTemplate(collection, template as never);
  }
  // Uploads get an ASCII name with a content hash and a size limit; new entries a slug not yet taken.
  installUploadGuard(ui);
  const string = CMS.getWidget('string')!;
  CMS.registerWidget(
    uniqueSlugWidget,
    uniqueSlugControl(ui, string.control as never) as never,
    string.preview as never,
  );
  const config = withUniqueSlugs(
    cmsConfig({
      ...buildSettings,
      uiLocale: ui,
      localBackend: local,
      localBackendUrl: local ? `http://${window.location.hostname}:${proxyPort}/api/v1` : undefined,
    }),
  );
  // The build's content rules before saving, numbers as typed in Chinese, guarded deletes.
  installRules(CMS as never, ui, [config.backend.name, 'proxy']);
  // A save the rules refuse, when the editor asked for it, is told in a toast and leads to the
  // first field at fault. Decap's store is a private module (src/cms/__tests__/decap-store.test.ts).
  connectRefusals(decapStore, savePhrases(ui, config.publish_mode === 'editorial_workflow'));
  CMS.init({ config });
  // Under npm run cms (opened on localhost): whether the latest saved change is live yet. A
  // production site is built by CI and has no publisher to ask.
  if (local) mountPublishStatus(ui === 'en' ? 'en' : 'zh');
}
