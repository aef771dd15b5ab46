import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { collections } from '.';
import type { ContentFile, ValidationContext } from './validate';

/** Every content file of every collection, parsed, with its path relative to `root`. */
export function readContentFiles(root: string): ContentFile[] {
  const contentDir = path.join(root, 'content');
  return collections.flatMap((collection) => {
    const files =
      collection.kind === 'file'
        ? [collection.file!]
        : fs.existsSync(path.join(contentDir, collection.name))
          ? fs
              .readdirSync(path.join(contentDir, collection.name))
              .filter((name) => /\.ya?ml$/.test(name))
              .sort()
              .map((name) => `${collection.name}/${name}`)
          : [];
    return files.map((file) => {
      const full = path.join(contentDir, file);
      const relative = `content/${file}`;
      if (!fs.existsSync(full)) return { collection, path: relative, data: null, missing: true };
      try {
        return { collection, path: relative, data: load(fs.readFileSync(full, 'utf8')) };
      } catch (error) {
        return { collection, path: relative, data: null, parseError: (error as Error).message.split('\n')[0] };
      }
    });
  });
}

/** Site paths (/uploads/a.pdf) resolve under static/, where Gatsby copies them from. */
export function staticFiles(root: string): ValidationContext {
  return {
    publicFileExists: (sitePath) => {
      const full = path.join(root, 'static', sitePath);
      return full.startsWith(path.join(root, 'static')) && fs.existsSync(full) && fs.statSync(full).isFile();
    },
  };
}
