import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { collections } from '.';
import { defaultLocale, locales } from '../i18n/locales';
import { consistencyProblems } from './consistency';
import { localizeEntry } from './localize';
import { type ContentFile, type ContentProblem, type ValidationContext, contentProblems } from './validate';

/** Where content files are read from: the disk, or another source (a commit of the git history). */
export interface ContentSource {
  /** The names of the files in a folder of content/ (`products`), empty when there is none. */
  list(dir: string): string[];
  /** A file's text by its path under content/ (`products/yc-fs20-ir.yml`), or null when it is missing. */
  read(file: string): string | null;
}

/** The content/ folder of the checkout at `root`. */
export function diskSource(root: string): ContentSource {
  const contentDir = path.join(root, 'content');
  return {
    list: (dir) => (fs.existsSync(path.join(contentDir, dir)) ? fs.readdirSync(path.join(contentDir, dir)) : []),
    read: (file) =>
      fs.existsSync(path.join(contentDir, file)) ? fs.readFileSync(path.join(contentDir, file), 'utf8') : null,
  };
}

/** Every content file of every collection, parsed, with its path relative to `root`. */
export function readContentFiles(root: string, source: ContentSource = diskSource(root)): ContentFile[] {
  return collections.flatMap((collection) => {
    const files =
      collection.kind === 'file'
        ? [collection.file!]
        : source
            .list(collection.name)
            .filter((name) => /\.ya?ml$/.test(name))
            .sort()
            .map((name) => `${collection.name}/${name}`);
    return files.map((file) => {
      const relative = `content/${file}`;
      const text = source.read(file);
      if (text === null) return { collection, path: relative, data: null, missing: true };
      try {
        return { collection, path: relative, data: load(text) };
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
