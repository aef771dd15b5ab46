import { graphql } from 'gatsby';

/** The page query part that loads a page's UI strings (gatsby-plugin-react-i18next reads `locales`). */
export const localeMessagesFragment = graphql`
  fragment LocaleMessages on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;
