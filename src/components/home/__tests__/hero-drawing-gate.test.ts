import { heroDrawing } from '../hero-drawing';
import { heroDrawingNavigation, loadedHeroDrawing } from '../hero-drawing-gate';

describe('heroDrawingNavigation', () => {
  it('loads nothing for a navigation elsewhere, and the drawing as a navigation towards home begins', async () => {
    heroDrawingNavigation('/products/');
    heroDrawingNavigation('/en/about/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadedHeroDrawing()).toBeNull();
    heroDrawingNavigation('/en/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadedHeroDrawing()).toBe(heroDrawing);
  });
});
