import fs from 'node:fs';
import path from 'node:path';

export interface Redirect {
  fromPath: string;
  toPath: string;
  status: number;
}

interface GatsbyRedirect {
  fromPath: string;
  toPath: string;
  isPermanent?: boolean;
  statusCode?: number;
}

const normalize = (urlPath: string) => (urlPath.endsWith('/') ? urlPath : `${urlPath}/`).toLowerCase();

/** The redirects `createRedirect` recorded at build time (.cache/redirects.json). */
export function readRedirects(projectDir: string): Map<string, Redirect> {
  const file = path.join(projectDir, '.cache', 'redirects.json');
  const table = new Map<string, Redirect>();
  if (!fs.existsSync(file)) return table;
  for (const entry of JSON.parse(fs.readFileSync(file, 'utf8')) as GatsbyRedirect[]) {
    table.set(normalize(entry.fromPath), {
      fromPath: entry.fromPath,
      toPath: entry.toPath,
      status: entry.statusCode ?? (entry.isPermanent ? 301 : 302),
    });
  }
  return table;
}

export function findRedirect(table: Map<string, Redirect>, urlPath: string): Redirect | undefined {
  return table.get(normalize(urlPath));
}
