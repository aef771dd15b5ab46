import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

export interface PictureProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** Lazy unless the picture is the first thing a visitor sees. */
  loading?: 'lazy' | 'eager';
}

/**
 * A responsive <picture> from gatsby-plugin-image's build-time data (AVIF/WebP sources, sizes,
 * width and height), without its runtime: GatsbyImage would add about 60 KB of JS to pages
 * that have no image otherwise (DESIGN.md, Gatsby issue #37281).
 */
export function Picture({ image, alt, className, loading = 'lazy' }: PictureProps) {
  const { images, width, height } = image;
  const fallback = images.fallback;
  if (!fallback?.src) return null;
  return (
    <picture>
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
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
