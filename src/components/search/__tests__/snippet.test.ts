import { containsTerm, matchesChineseTerms, queryTerms, sentencesOf, snippetParts } from '../snippet';

const marked = (parts: { text: string; match: boolean }[]) =>
  parts.map((part) => (part.match ? `[${part.text}]` : part.text)).join('');

describe('queryTerms', () => {
  it('cuts a Chinese run into words and drops lone characters beside longer terms', () => {
    expect(queryTerms('飞秒激光切割')).toEqual(['飞秒', '激光', '切割']);
    expect(queryTerms('飞秒')).toEqual(['飞秒']);
    expect(queryTerms('Glass  Cutting')).toEqual(['glass', 'cutting']);
    expect(queryTerms('秒')).toEqual(['秒']);
  });
});

describe('whole terms', () => {
  it('飞秒 is not in 飞溅物, nor 秒 of 皮秒', () => {
    expect(containsTerm('切割时没有飞溅物', ['飞秒'])).toBe(false);
    expect(matchesChineseTerms('切割时没有飞溅物', ['飞秒'])).toBe(false);
    expect(matchesChineseTerms('飞秒激光切割', ['飞秒', 'glass'])).toBe(true);
    expect(marked(snippetParts('皮秒激光器与飞秒激光器。', '飞秒'))).toBe('皮秒激光器与[飞秒]激光器。');
  });

  it('an English term is matched from the start of a word to its end, never inside one', () => {
    expect(marked(snippetParts('Precut parts. We are cutting glass.', 'cut'))).toBe('We are [cutting] glass.');
    expect(marked(snippetParts('YC-FS20-IR femtosecond laser.', 'fs20'))).toBe('YC-[FS20]-IR femtosecond laser.');
  });
});

describe('snippetParts', () => {
  it('is the whole first sentence with a match, not a window starting mid-token', () => {
    const content =
      '型号 YC-FS50-IR · 飞秒系列。50 W 红外飞秒激光器，单脉冲能量 100 μJ。切割玻璃时无飞溅物，边缘崩边小于 5 μm。';
    expect(marked(snippetParts(content, '崩边'))).toBe('切割玻璃时无飞溅物，边缘[崩边]小于 5 μm。');
    // The sentence with the most terms, not the model line that merely names the series.
    expect(marked(snippetParts(content, '飞秒激光'))).toBe('50 W 红外[飞秒][激光]器，单脉冲能量 100 μJ。');
  });

  it("falls back to the page's summary when no sentence holds a term", () => {
    expect(marked(snippetParts('Nothing here. Or here.', 'stent', 'Femtosecond cutting of stents.'))).toBe(
      'Femtosecond cutting of [stents].',
    );
    expect(marked(snippetParts('First sentence. Second.', 'zzz'))).toBe('First sentence.');
  });

  it('splits English sentences at a full stop and a space, not inside 1.5 mm', () => {
    expect(sentencesOf('Tubes of 1.5 mm. Struts of 80 μm!  Done')).toEqual([
      'Tubes of 1.5 mm.',
      'Struts of 80 μm!',
      'Done',
    ]);
  });

  it('cuts an over-long sentence at a word, with an ellipsis, keeping the match in view', () => {
    const long = `${'word '.repeat(60)}target ${'tail '.repeat(40)}.`;
    const text = marked(snippetParts(long, 'target'));
    expect(text).toMatch(/^…word/);
    expect(text).toContain('[target]');
    expect(text.endsWith('…')).toBe(true);
    expect([...text].length).toBeLessThanOrEqual(170);
  });
});

describe('the page’s summary', () => {
  it('comes first when it holds every term, before a sentence that runs the model line into the name', () => {
    const content = 'Model YC-FS20-IR · Femtosecond series 20 W Infrared Femtosecond Laser. Built for glass.';
    const summary = 'Industrial 1030 nm femtosecond laser for precision cutting.';
    expect(marked(snippetParts(content, 'femtosecond', summary, '20 W Infrared Femtosecond Laser'))).toBe(
      'Industrial 1030 nm [femtosecond] laser for precision cutting.',
    );
    // A sentence that holds every term still wins over a summary that does not.
    expect(marked(snippetParts(content, 'glass', summary))).toBe('Built for [glass].');
  });
});

describe('a snippet under its title', () => {
  it('skips the sentence that only repeats the title', () => {
    expect(
      marked(
        snippetParts('PCB micro-via drilling. We drill micro-vias of 30 μm.', 'drilling', '', 'PCB micro-via drilling'),
      ),
    ).toBe('We drill micro-vias of 30 μm.');
  });
});
