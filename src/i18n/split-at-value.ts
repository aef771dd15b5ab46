/** Stands for the value inside the translated sentence (a character no message contains). */
const marker = '\u0000';

/**
 * A message cut where its `{{name}}` value goes, so an element (a link, a code) can stand there,
 * wherever each language puts it, without react-i18next's `Trans` and the HTML parser it ships.
 */
export function splitAtValue(
  t: (key: string, values: Record<string, string>) => string,
  key: string,
  name: string,
): [before: string, after: string] {
  const [before = '', after = ''] = t(key, { [name]: marker }).split(marker);
  return [before, after];
}
