import { demoteHeadings } from '../demote-headings';

describe('demoteHeadings', () => {
  it('moves the top heading level to h3 and the others along with it', () => {
    expect(demoteHeadings('<h2>Research</h2><p>x</p><h3 id="a">Sub</h3>')).toBe(
      '<h3>Research</h3><p>x</p><h4 id="a">Sub</h4>',
    );
    expect(demoteHeadings('<h1>A</h1><h6>B</h6>')).toBe('<h3>A</h3><h6>B</h6>');
  });

  it('leaves HTML without headings, or already low enough, as it is', () => {
    expect(demoteHeadings('<p>h2 <strong>hr</strong></p><hr>')).toBe('<p>h2 <strong>hr</strong></p><hr>');
    expect(demoteHeadings('<h4>Deep</h4>')).toBe('<h4>Deep</h4>');
  });
});
