// react-i18next's ES modules, one file each (aliased in src/node/webpack.ts; see src/i18n/react-i18next.ts).
declare module 'react-i18next-es/useTranslation.js' {
  export { useTranslation } from 'react-i18next';
}
declare module 'react-i18next-es/I18nextProvider.js' {
  export { I18nextProvider } from 'react-i18next';
}
