/**
 * The share image of pages without a picture of their own (home, lists, about, search...): the
 * hero drawing on a 1200 × 630 card, printed by scripts/samples/draw-identity.mjs into static/images/.
 * Its alt text is the hero's (`home.heroImage`), as it shows the same drawing.
 */
export const defaultShareImage = { src: '/images/share.jpg', width: 1200, height: 630, altKey: 'home.heroImage' };
