// Production stand-in for `outdent`, which gatsby-plugin-react-i18next uses only to format a
// development-time warning (src/node/webpack.ts): joins the template without re-indenting it.
export default function outdent(strings: TemplateStringsArray, ...values: unknown[]): string {
  return String.raw({ raw: strings }, ...values);
}
