import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { collections } from '.';
import { defaultLocale, locales } from '../i18n/locales';
import { consistencyProblems } from './consistency';
import { localizeEntry } from './localize';
import { type ContentFile, type ContentProblem, type ValidationContext, contentProblems } from './validate';

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
    publicFileBytes: (sitePath) => fs.statSync(path.join(root, 'static', sitePath)).size,
  };
}

/** Translated fields that show the default locale's text, one line each: `content/x.yml: en.name`. */
export function fallbackList(files: ContentFile[]): string[] {
  return files.flatMap((file) =>
    locales
      .filter((locale) => locale !== defaultLocale)
      .flatMap((locale) =>
        file.data && typeof file.data === 'object'
          ? localizeEntry(file.collection, file.data as never, locale).fallbacks.map(
              (where) => `${file.path}: ${where}`,
            )
          : [],
      ),
  );
}

export interface ContentReport {
  files: ContentFile[];
  problems: ContentProblem[];
  /** English fallbacks; listed only when there are no problems. */
  fallbacks: string[];
}

/** The whole content set from disk, checked: what `npm run content:check`, the build and the publisher use. */
export function checkContentOnDisk(root: string): ContentReport {
  const files = readContentFiles(root);
  // Field rules and relations, then the claims that must agree across entries (consistency.ts).
  const problems = [...contentProblems(files, staticFiles(root)), ...consistencyProblems(files)];
  return { files, problems, fallbacks: problems.length ? [] : fallbackList(files) };
}
