// Only the document language, so that Lighthouse's SEO and accessibility audits compare like with like.
exports.onRenderBody = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en' });
};
