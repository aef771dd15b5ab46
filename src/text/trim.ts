// Trimming a repeated character with a loop: the obvious /x+$/ is tried at every x of a run and
// costs quadratic time on a long run followed by anything else (`/a` + 16 000 slashes + `b` took
// 0.6 s in the Functions router, found by src/__tests__/redos.test.ts).

/** `value` without the `char` (one UTF-16 unit) repeated at its end. */
export function trimEndOf(value: string, char: string): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === char) end -= 1;
  return value.slice(0, end);
}

/** `value` without the `char` (one UTF-16 unit) repeated at its start and at its end. */
export function trimEdgesOf(value: string, char: string): string {
  let start = 0;
  while (start < value.length && value[start] === char) start += 1;
  return trimEndOf(value.slice(start), char);
}
