// What gatsby-plugin-react-i18next's wrapPageElement takes from react-i18next, and nothing else
// (src/node/webpack.ts points the plugin's `require('react-i18next')` here).
export { I18nextProvider } from 'react-i18next';
