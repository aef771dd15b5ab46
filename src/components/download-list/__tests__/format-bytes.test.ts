import { formatBytes } from '../format-bytes';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1,023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [88064, '86 KB'],
    [88500, '86 KB'],
    [1258291, '1.2 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [1048575, '1 MB'],
    [3.5 * 1024 ** 3, '3.5 GB'],
  ])('formats %d bytes as %s in English', (bytes, text) => {
    expect(formatBytes(bytes, 'en')).toBe(text);
  });

  it('uses the locale for digits and separators', () => {
    expect(formatBytes(88064, 'zh')).toBe('86 KB');
    expect(formatBytes(1258291, 'zh')).toBe('1.2 MB');
    expect(formatBytes(1023, 'zh')).toBe('1,023 B');
  });

  it('rejects what is not a size', () => {
    expect(() => formatBytes(-1, 'en')).toThrow(RangeError);
    expect(() => formatBytes(Number.NaN, 'en')).toThrow(RangeError);
  });
});
