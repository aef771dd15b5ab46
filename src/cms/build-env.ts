import type { CmsEnv } from './config';

declare const __CMS_BACKEND__: CmsEnv;

/** The backend settings scripts/build-cms.mjs read from CMS_* variables at build time. */
export const backendEnv: CmsEnv = __CMS_BACKEND__;

/** The site's CSS for previews: admin/index.html names the hashed file on the script tag. */
export const previewStyle = (document.currentScript as HTMLScriptElement | null)?.dataset.previewStyle ?? '';
