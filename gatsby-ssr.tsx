import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { rootDetectionScript } from './src/i18n/detect';
import { ToastHost } from './src/components/toaster/toast-host';

/**
 * Browser-language detection runs only on `/`, before any bundle: an inline script in that
 * page's static HTML (never re-run by client-side navigation).
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents }) => {
  if (pathname === '/') {
    setHeadComponents([<script key="locale-detection" dangerouslySetInnerHTML={{ __html: rootDetectionScript() }} />]);
  }
};

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => (
  <>
    {element}
    <ToastHost />
  </>
);
