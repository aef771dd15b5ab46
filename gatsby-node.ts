// Each section of the build lives in src/node; this file only gathers them.
export { createSchemaCustomization } from './src/node/schema';
export { onCreateNode } from './src/node/content';
export { createPages } from './src/node/pages';
export { onPostBuild } from './src/node/feeds';
export { onCreateWebpackConfig } from './src/node/webpack';
