import { trimEdgesOf, trimEndOf } from '../trim';

describe('trimEndOf and trimEdgesOf', () => {
  it('remove every repeat of the character at the end, or at both ends, and nothing inside', () => {
    const values = ['', '/', '///', '/a/b//', '//a//b', 'a'];
    expect(values.map((value) => trimEndOf(value, '/'))).toEqual(['', '', '', '/a/b', '//a//b', 'a']);
    expect(values.map((value) => trimEdgesOf(value, '/'))).toEqual(['', '', '', 'a/b', 'a//b', 'a']);
    expect(trimEdgesOf('--slug-name--', '-')).toBe('slug-name');
  });

  it('takes linear time on a long run of the character inside the value', () => {
    const value = `/a${'/'.repeat(200_000)}b/`;
    expect(trimEdgesOf(value, '/')).toBe(value.slice(1, -1));
  });
});
