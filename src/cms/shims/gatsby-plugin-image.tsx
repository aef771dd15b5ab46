// Stands in for gatsby-plugin-image in the CMS bundle: previews show the uploaded file itself.
import React from 'react';

/** What a preview passes as "image data": the URL of the upload (see imageOf in previews/entry-data.ts). */
export interface IGatsbyImageData {
  images: { fallback?: { src: string } };
  width?: number;
  height?: number;
  layout?: string;
}

interface GatsbyImageProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  loading?: 'eager' | 'lazy';
}

export function GatsbyImage({ image, alt, className, loading }: GatsbyImageProps) {
  const src = image.images.fallback?.src;
  return src ? <img src={src} alt={alt} className={className} loading={loading} style={{ maxWidth: '100%' }} /> : null;
}

export const getSrc = (image: IGatsbyImageData) => image.images.fallback?.src;
