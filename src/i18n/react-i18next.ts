// What the site's bundles take from react-i18next, and nothing else: src/node/webpack.ts points
// every `import … from 'react-i18next'` (ours and the i18n plugin's `require`) here, and
// `react-i18next-es/*` at the package's ES modules (typed in src/types/react-i18next-es.d.ts).
// Through the package's index the app chunk kept IcuTransWithoutContext with its HTML entity
// table and tokenizer (about 6 KB minified, 2.3 KB gzipped), never rendered: its `displayName`
// assignment is a statement the minifier keeps. A view that needs another export adds it here.
export { useTranslation } from 'react-i18next-es/useTranslation.js';
export { I18nextProvider } from 'react-i18next-es/I18nextProvider.js';
