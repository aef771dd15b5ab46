import type { IGatsbyImageData } from 'gatsby-plugin-image';

/**
 * The fallback URL of an image's build-time data (for og:image): gatsby-plugin-image's getSrc
 * without importing its runtime into the page's bundle.
 */
export const imageSrc = (image: IGatsbyImageData | null | undefined): string | undefined => image?.images.fallback?.src;
