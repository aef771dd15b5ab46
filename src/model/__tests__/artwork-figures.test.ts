import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { heroDrawing } from '../../components/home/hero-drawing';

// Figures drawn on artwork come from the product they name: the home hero prints a model with its
// pulse width and wavelength (scripts/samples/draw-identity.mjs reads them from content/products).
const root = path.join(__dirname, '../../..');
interface Product {
  zh: { model: string; state: string; specifications: { key: string; value: string }[] };
}
const products = fs
  .readdirSync(path.join(root, 'content/products'))
  .map((file) => (load(fs.readFileSync(path.join(root, 'content/products', file), 'utf8')) as Product).zh);
const headline = (product: Product['zh'], key: string) =>
  product.specifications
    .find((row) => row.key === key)
    ?.value.split(/[（(，,;；]/)[0]!
    .trim();

describe('the home hero’s figures', () => {
  // The drawing's one text that names a model: from `>YC-` to the next tag.
  const start = heroDrawing.indexOf('>YC-');
  const label = start < 0 ? '' : heroDrawing.slice(start + 1, heroDrawing.indexOf('<', start)).replace(/&lt;/g, '<');

  it('name an active model and print its own pulse width and wavelength', () => {
    const [model, pulse, wavelength] = label.split(' · ');
    const product = products.find((candidate) => candidate.model === model);
    expect(product?.state).toBe('active');
    expect(pulse).toBe(headline(product!, 'pulseWidth'));
    expect(wavelength).toBe(headline(product!, 'wavelength'));
  });

  it('claim no pulse shorter than the fastest active model at that wavelength has', () => {
    const fs = (value: string) => {
      const end = value.indexOf('fs');
      if (end < 0) return Infinity;
      const digits = value
        .slice(0, end)
        .trim()
        .split(/[^\d.]/)
        .at(-1);
      return digits ? Number(digits) : Infinity;
    };
    const [, pulse, wavelength] = label.split(' · ');
    const fastest = Math.min(
      ...products
        .filter((product) => product.state === 'active' && headline(product, 'wavelength') === wavelength)
        .map((product) => fs(headline(product, 'pulseWidth') ?? '')),
    );
    expect(fs(pulse!)).toBe(fastest);
  });
});
