import { wrapTitle } from '../certificate';

describe('wrapTitle (the drawn certificates of the honors)', () => {
  it('breaks English between words and Chinese between characters, within the width', () => {
    expect(wrapTitle('ISO 9001 quality management system certification', 20)).toEqual([
      'ISO 9001 quality',
      'management system',
      'certification',
    ]);
    expect(wrapTitle('国家级专精特新小巨人企业称号', 12)).toEqual(['国家级专精特', '新小巨人企业', '称号']);
  });

  it('balances the lines: no character left alone on the last one', () => {
    expect(wrapTitle('湖北省超快激光精密加工工程技术研究中心')).toEqual(['湖北省超快激光精密加', '工工程技术研究中心']);
  });

  it('keeps closing punctuation with its character and ends an overlong title in an ellipsis', () => {
    expect(wrapTitle('YC 系列（电磁兼容）', 8)).toEqual(['YC 系列', '（电磁兼', '容）']);
    const lines = wrapTitle('a '.repeat(60).trim(), 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
  });
});
