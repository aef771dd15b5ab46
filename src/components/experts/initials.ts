const han = /\p{Script=Han}/u;

/**
 * The letters an avatar shows for a name: the given name of a Chinese name (its last two
 * characters, as Chinese workplace apps do), the first and last initials of a Latin one.
 */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  const characters = Array.from(trimmed);
  if (characters.some((character) => han.test(character))) {
    return characters
      .filter((character) => !/\s|·/.test(character))
      .slice(-2)
      .join('');
  }
  const words = trimmed.split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? Array.from(word)[0] : ''))
    .join('')
    .toLocaleUpperCase();
}
