// The content rules live in ./rules/ (split by concern); this is their entry point for the build,
// the publisher and the CMS.
export * from './rules';
