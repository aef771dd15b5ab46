// Reading systemd unit and environment files the way systemd reads the simple forms we ship.

/** A unit's sections, each key with its values in order (a key may repeat, e.g. Environment=). */
export type Unit = Record<string, Record<string, string[]>>;

/** Parses a unit file: `[Section]` headers, `Key=value` lines, `#`/`;` comments. */
export function parseUnit(text: string): Unit {
  const unit: Unit = {};
  let section: Record<string, string[]> | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = unit[header[1]!] ??= {};
      continue;
    }
    const equals = line.indexOf('=');
    if (!section || equals < 1) throw new Error(`not a unit line: ${line}`);
    (section[line.slice(0, equals).trim()] ??= []).push(line.slice(equals + 1).trim());
  }
  return unit;
}

/**
 * An EnvironmentFile: `NAME=value` lines set, `#NAME=value` lines name an optional variable left
 * at its default. Quotes are refused, so what a test runs is what systemd would pass.
 */
export function parseEnvironmentFile(text: string): { set: Record<string, string>; commented: string[] } {
  const set: Record<string, string> = {};
  const commented: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const optional = /^#\s?([A-Z][A-Z0-9_]*)=/.exec(line);
    if (optional) commented.push(optional[1]!);
    if (!line || line.startsWith('#')) continue;
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) throw new Error(`not a NAME=value line: ${line}`);
    if (/^["']/.test(match[2]!)) throw new Error(`${match[1]}: write the value without quotes`);
    set[match[1]!] = match[2]!;
  }
  return { set, commented };
}

/** An Exec*= command line split into words (the unquoted forms we ship; quotes are refused). */
export function splitCommand(command: string): string[] {
  if (/["'\\$%]/.test(command)) throw new Error(`quotes, escapes and specifiers are not read here: ${command}`);
  return command.split(/\s+/).filter(Boolean);
}
