import React from 'react';
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { heroDrawing } from '../hero-drawing';
import { heroDrawingNavigation, loadedHeroDrawing } from '../hero-drawing-gate';
import { HeroImage } from '../hero-image';

// One page load per file: the gate opens once, the chunk loads once (the tests run in order).
const label = 'Illustration: a femtosecond pulse train';
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('HeroImage on a page that hydrates the server’s drawing', () => {
  it('keeps the server’s markup without loading the drawing’s code, until the visitor navigates', async () => {
    const container = document.createElement('div');
    // The server's HTML: the lazy part rendered in full inside its Suspense markers.
    container.innerHTML = `<!--$--><div class="hero" role="img" aria-label="${label}" data-hero-drawing="">${heroDrawing}</div><!--/$-->`;
    document.body.appendChild(container);
    const serverSvg = container.querySelector('svg');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, <HeroImage className="hero" label={label} />));
    await tick();
    expect(container.querySelector('svg')).toBe(serverSvg);
    expect(loadedHeroDrawing()).toBeNull();

    // Leaving for another page loads it (for a later client-side visit to home); the markup stays.
    heroDrawingNavigation('/en/products/');
    await tick();
    expect(loadedHeroDrawing()).toBe(heroDrawing);
    expect(container.querySelector('svg')).toBe(serverSvg);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it('draws at once on a client-side visit once the chunk is here (no empty box)', () => {
    const { container } = render(<HeroImage className="hero" label={label} />);
    expect(container.querySelector('[role="img"] > svg')).not.toBeNull();
    expect(container.querySelector('[role="img"]')).toHaveAttribute('aria-label', label);
  });
});
