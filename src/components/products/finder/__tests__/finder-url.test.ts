import { type Selection, emptySelection } from '../facets';
import { readSelection, selectionHref } from '../finder-url';

const options = {
  regime: ['femtosecond', 'picosecond', 'nanosecond'],
  band: ['infrared', 'green', 'ultraviolet'],
  power: ['le10', '10-30', '30-60', 'gt60', 'module'],
  application: ['display', 'pcb'],
};

describe('finder URL', () => {
  it.each<[string, Partial<Selection>]>([
    ['', {}],
    ['?regime=femtosecond,picosecond', { regime: ['femtosecond', 'picosecond'] }],
    ['?regime=picosecond&regime=femtosecond', { regime: ['femtosecond', 'picosecond'] }],
    ['?band=green&power=gt60&app=pcb', { band: ['green'], power: ['gt60'], application: ['pcb'] }],
    ['?regime=plasma&band=xray,green', { band: ['green'] }],
  ])('reads %s', (search, expected) => {
    expect(readSelection(search, options)).toEqual({ ...emptySelection, ...expected });
  });

  it.each<[string, Partial<Selection>]>([
    // The previous list's series was the regime under another name: both together now mean either.
    ['?series=femtosecond&regime=picosecond', { regime: ['femtosecond', 'picosecond'] }],
    ['?series=component&band=infrared', { band: ['infrared'], power: ['module'] }],
    ['?series=nanosecond', { regime: ['nanosecond'] }],
  ])('maps the old address %s', (search, expected) => {
    expect(readSelection(search, options)).toEqual({ ...emptySelection, ...expected });
  });

  it('writes a selection and reads it back (round trip), leaving empty facets out', () => {
    const selection: Selection = {
      ...emptySelection,
      regime: ['femtosecond', 'picosecond'],
      power: ['10-30'],
      application: ['display'],
    };
    const href = selectionHref('/en/products/', selection);
    expect(href).toBe('/en/products/?regime=femtosecond,picosecond&power=10-30&app=display');
    expect(readSelection(href.split('?')[1]!, options)).toEqual(selection);
    expect(selectionHref('/products/', emptySelection)).toBe('/products/');
  });
});
