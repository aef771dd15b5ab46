// The site's components import CSS modules (`import * as styles from './x.module.css'`); Gatsby's
// webpack turns them into class names. A build script that renders those components with React
// (scripts/datasheets.ts) runs them in Node, where each module becomes its own keys as class names
// (styles.table is "table"), as jest's identity-obj-proxy does; plain .css imports become nothing.
/** @param {NodeJS.Module} module @param {string} filename */
require.extensions['.css'] = (module, filename) => {
  module.exports = filename.endsWith('.module.css') ? new Proxy({}, { get: (_, key) => key }) : {};
};
