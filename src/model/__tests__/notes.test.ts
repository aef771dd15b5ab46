import { noteParameterRules } from '../collections/notes';
import { collectionNamed } from '..';
import { noteLaserProblems } from '../note-claims';
import { repetitionRange } from '../spec-figures';
import type { ContentFile } from '../validate';

const laser = {
  slug: 'yc-fs20-ir',
  model: 'YC-FS20-IR',
  specifications: [
    { key: 'averagePower', value: '20 W' },
    { key: 'pulseEnergy', value: '20 μJ' },
    { key: 'repetitionRate', value: '1 MHz（单脉冲 – 2 MHz 可调）' },
  ],
};

const noteWith = (parameters: Record<string, unknown>) => {
  const file: ContentFile = {
    collection: collectionNamed('notes'),
    path: 'content/notes/a.yml',
    data: { zh: { slug: 'a', title: 'A', laser: 'yc-fs20-ir', parameters } },
  };
  return noteLaserProblems([{ file, sections: file.data as never }], [laser]);
};

describe('application notes', () => {
  it('reads a laser’s repetition range from its row, single shot as 0', () => {
    expect(repetitionRange([{ key: 'repetitionRate', value: '400 kHz（200 kHz – 1 MHz 可调）' }])).toEqual({
      low: 200e3,
      high: 1e6,
    });
    expect(repetitionRange([{ key: 'repetitionRate', value: '500 kHz (single shot – 2 MHz adjustable)' }])).toEqual({
      low: 0,
      high: 2e6,
    });
    expect(repetitionRange([{ key: 'repetitionRate', value: '40 MHz（± 0.5 MHz，出厂设定）' }])).toEqual({
      low: 40e6,
      high: 40e6,
    });
    expect(repetitionRange([])).toBeNull();
  });

  it('accepts parameters within the laser’s specifications', () => {
    expect(noteWith({ averagePower: 10, repetitionRate: 500, pulseEnergy: 20 })).toEqual([]);
  });

  it('refuses 50 W from a 20 W laser, naming the model in both languages', () => {
    const [problem, ...rest] = noteWith({ averagePower: 50, repetitionRate: 2000, pulseEnergy: 25 });
    expect(problem?.path).toEqual(['parameters', 'averagePower']);
    expect(problem?.message).toBe('averagePower 50 W is more than YC-FS20-IR gives (20 W)');
    expect((problem?.values?.text as { zh: string }).zh).toContain('超过了 YC-FS20-IR 的最大平均功率 20 W');
    // 25 μJ is within 10 % of the laser's 20 μJ? No: 25 % more, refused too.
    expect(rest.map((item) => item.path[1])).toEqual(['pulseEnergy']);
  });

  it('refuses a repetition rate outside the laser’s range', () => {
    expect(noteWith({ averagePower: 10, repetitionRate: 2500, pulseEnergy: 4 }).map((item) => item.path[1])).toEqual([
      'repetitionRate',
    ]);
  });

  it('holds the pulse energy to average power / repetition rate, as the product tables are', () => {
    expect(noteParameterRules({ averagePower: 60, repetitionRate: 600, pulseEnergy: 100 })).toEqual([]);
    expect(noteParameterRules({ averagePower: 60, repetitionRate: 600, pulseEnergy: 150 })).toMatchObject([
      { field: 'pulseEnergy', rule: expect.stringContaining('100 μJ') },
    ]);
  });
});
