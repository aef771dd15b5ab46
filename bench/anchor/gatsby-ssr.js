// Only the document language, so that Lighthouse's SEO and accessibility audits compare like with like.
exports.onRenderBody = ({ setHtmlAttributes, pathname }) => {
  setHtmlAttributes({ lang: pathname.startsWith('/zh') ? 'zh-CN' : 'en' });
};
