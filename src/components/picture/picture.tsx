import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import * as styles from './picture.module.css';

export interface PictureProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** Lazy unless the picture is in the first screen a visitor sees. */
  loading?: 'lazy' | 'eager';
  /**
   * The page's largest first-screen picture (its LCP element): loaded eagerly with
   * `fetchpriority="high"`. At most one per page, or the hint means nothing.
   */
  priority?: boolean;
}

/**
 * A responsive <picture> from gatsby-plugin-image's build-time data (AVIF/WebP sources, sizes,
 * width and height), without its runtime: GatsbyImage would add about 60 KB of JS to every page
 * that shows one (its lazy-hydrate chunk imports react-dom/server, Gatsby issue #37281).
 * The build's dominant colour stays as the placeholder: a background behind the <img>, no script.
 */
export function Picture({ image, alt, className, loading = 'lazy', priority = false }: PictureProps) {
  const { images, width, height, backgroundColor } = image;
  const fallback = images.fallback;
  if (!fallback?.src) return null;
  return (
    <picture className={styles.picture}>
      {(images.sources ?? []).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={className}
        src={fallback.src}
        srcSet={fallback.srcSet}
        sizes={fallback.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? 'eager' : loading}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        style={backgroundColor ? { backgroundColor } : undefined}
      />
    </picture>
  );
}
