// The /admin bundle (built by scripts/build-cms.mjs with esbuild, never by Gatsby): Decap CMS
// with the configuration generated from the content model and previews made of the site's views.
import CMS from 'decap-cms-app';
import { en, zh_Hans } from 'decap-cms-locales';
import { type CmsUiLocale, cmsConfig } from './config';
import { previewTemplates } from './previews';
import { backendEnv, previewStyle } from './build-env';
import { mountPublishStatus } from './publish-status';

/** `?lang=en` switches the editor to English (remembered); `?lang=zh` back to Chinese, the default. */
function uiLocale(params: URLSearchParams): CmsUiLocale {
  const asked = params.get('lang');
  if (asked === 'en' || asked === 'zh') localStorage.setItem('cms-lang', asked);
  return (asked ?? localStorage.getItem('cms-lang')) === 'en' ? 'en' : 'zh_Hans';
}

const params = new URLSearchParams(window.location.search);
const local = ['localhost', '127.0.0.1'].includes(window.location.hostname);
// The local proxy (npm run cms) listens on 8081; `?proxy=<port>` points at another one (tests).
const proxyPort = /^\d+$/.test(params.get('proxy') ?? '') ? params.get('proxy') : '8081';

CMS.registerLocale('zh_Hans', zh_Hans);
CMS.registerLocale('en', en);
if (previewStyle) CMS.registerPreviewStyle(previewStyle);
for (const [collection, template] of Object.entries(previewTemplates)) {
  CMS.registerPreviewTemplate(collection, template as never);
}
CMS.init({
  config: cmsConfig({
    ...backendEnv,
    uiLocale: uiLocale(params),
    localBackend: local,
    localBackendUrl: local ? `http://${window.location.hostname}:${proxyPort}/api/v1` : undefined,
  }),
});
mountPublishStatus(uiLocale(params) === 'en' ? 'en' : 'zh');
