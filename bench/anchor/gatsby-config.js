// The anchor of `npm run bench`: a bare Gatsby 5 + React 19 page, no plugin, built with the
// project's node_modules (a symlink the bench creates), so its sharp and graphql are ours.
module.exports = {
  siteMetadata: { title: 'Anchor' },
  trailingSlash: 'always',
  plugins: [],
};
