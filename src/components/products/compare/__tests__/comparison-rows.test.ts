import { comparisonRows } from '../comparison-rows';

const order = ['wavelength', 'pulseWidth', 'averagePower', 'pulseEnergy', 'cooling'];
const model = (rows: Record<string, string>) => ({
  specifications: Object.entries(rows).map(([key, value]) => ({ key, value })),
});

describe('comparisonRows', () => {
  it('aligns the union of the parameters in the model order, with null where a model has none', () => {
    const rows = comparisonRows(
      [
        model({ averagePower: '20 W', wavelength: '1030 nm', cooling: 'Water' }),
        model({ wavelength: '355 nm', pulseEnergy: '100 μJ', averagePower: '30 W' }),
      ],
      order,
    );
    expect(rows.map((row) => [row.key, row.values])).toEqual([
      ['wavelength', ['1030 nm', '355 nm']],
      ['averagePower', ['20 W', '30 W']],
      ['pulseEnergy', [null, '100 μJ']],
      ['cooling', ['Water', null]],
    ]);
  });

  it('marks the rows where the models differ (a missing value differs too), ignoring spacing', () => {
    const rows = comparisonRows(
      [
        model({ wavelength: '1030 nm', pulseWidth: '< 350 fs', cooling: 'Water' }),
        model({ wavelength: '1030  nm ', pulseWidth: '< 10 ps' }),
        model({ wavelength: '1030 nm', pulseWidth: '< 350 fs', cooling: 'Water' }),
      ],
      order,
    );
    expect(rows.map((row) => [row.key, row.differs])).toEqual([
      ['wavelength', false],
      ['pulseWidth', true],
      ['cooling', true],
    ]);
  });

  it('keeps parameters the order does not know yet, after the known ones, as first met', () => {
    const rows = comparisonRows(
      [model({ laserClass: '4', wavelength: '1030 nm' }), model({ weight: '30 kg', wavelength: '1064 nm' })],
      order,
    );
    expect(rows.map((row) => row.key)).toEqual(['wavelength', 'laserClass', 'weight']);
  });
});
