import type { CmsBuildSettings } from './backend';

declare const __CMS_BACKEND__: CmsBuildSettings;

/** The backend settings scripts/build-cms.mjs read (and checked) from CMS_* variables at build time. */
export const buildSettings: CmsBuildSettings = __CMS_BACKEND__;

/** The site's CSS for previews: admin/index.html names the hashed file on the script tag. */
export const previewStyle = (document.currentScript as HTMLScriptElement | null)?.dataset.previewStyle ?? '';
