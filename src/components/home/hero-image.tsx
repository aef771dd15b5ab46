import React, { Suspense, lazy } from 'react';
import { loadHeroDrawing, loadedHeroDrawing, navigated } from './hero-drawing-gate';

interface HeroImageProps {
  className: string | undefined;
  /** What a screen reader hears (the hero's role is img). */
  label: string | undefined;
}

const drawingAttribute = 'data-hero-drawing';

/** The drawing, inline: not an <img>, so nothing is fetched before the first paint. */
function DrawnHero({ className, label, markup }: HeroImageProps & { markup: string }) {
  return (
    <div
      className={className}
      role="img"
      aria-label={label}
      {...{ [drawingAttribute]: '' }}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

// On the server the drawing is rendered in full (Gatsby waits for lazy parts). In a browser that
// hydrates the server's drawing, the markup on screen is kept as it is (the boundary stays
// dehydrated) and the chunk loads only once the visitor navigates, for a later visit to home.
const LazyHero = lazy(() => {
  const onScreen = typeof document !== 'undefined' && document.querySelector(`[${drawingAttribute}] svg`) !== null;
  return (onScreen ? navigated : Promise.resolve())
    .then(loadHeroDrawing)
    .then((markup) => ({ default: (props: HeroImageProps) => <DrawnHero {...props} markup={markup} /> }));
});

/**
 * The home hero's drawing, its code loaded apart from the page's (src/components/home/hero-drawing-gate.ts).
 * Drawn at once when the chunk is already here (a client-side visit to home, loaded as the
 * navigation began); otherwise its box holds the place, same size, until it is.
 */
export function HeroImage(props: HeroImageProps) {
  const markup = typeof window === 'undefined' ? null : loadedHeroDrawing();
  if (markup !== null) return <DrawnHero {...props} markup={markup} />;
  return (
    <Suspense fallback={<div className={props.className} role="img" aria-label={props.label} />}>
      <LazyHero {...props} />
    </Suspense>
  );
}
