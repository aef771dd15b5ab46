import { trimEdgesOf, trimEndOf } from '../trim';

describe('trimEndOf and trimEdgesOf', () => {
  it.each([
    ['', '', ''],
    ['/', '', ''],
    ['///', '', ''],
    ['/a/b//', '/a/b', 'a/b'],
    ['//a//b', '//a//b', 'a//b'],
    ['a', 'a', 'a'],
  ])('trim "%s" to "%s" (end) and "%s" (edges)', (value, end, edges) => {
    expect(trimEndOf(value, '/')).toBe(end);
    expect(trimEdgesOf(value, '/')).toBe(edges);
  });

  it('takes linear time on a long run of the character inside the value', () => {
    const value = `/a${'/'.repeat(200_000)}b/`;
    expect(trimEdgesOf(value, '/')).toBe(value.slice(1, -1));
  });
});
