// Whether a warm `npm test` may skip its build (scripts/test.mjs): only when the build would make
// the same site and the same src/gatsby-types.d.ts again. Node built-ins only: `npm test` imports
// this before node_modules exists on a fresh clone.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** @param {string} file */
const readOrNull = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);

/**
 * What a build of `npm test` leaves to recognise it by: the served build's source stamp
 * (scripts/lib/build-steps.mjs writes it as public/.build-stamp: a hash of src/, content/, locales/,
 * static/, the gatsby-* files, the lockfile and the SITE_URL) and the hash of the
 * src/gatsby-types.d.ts that build wrote.
 * @param {string} root
 */
function typesStamp(root) {
  const types = readOrNull(path.join(root, 'src', 'gatsby-types.d.ts'));
  return JSON.stringify({
    build: readOrNull(path.join(root, '.builds', 'current', 'public', '.build-stamp')),
    types: types === null ? null : createHash('sha256').update(types).digest('hex'),
  });
}

/** Where the stamp is kept (.tmp/ is ignored by git). @param {string} root */
export const typesStampFile = (root) => path.join(root, '.tmp', 'gatsby-types.stamp');

/**
 * Records the build `npm test` just made with WRITE_GATSBY_TYPES=1, or forgets the last one (a
 * failed build). @param {string} root @param {boolean} built
 */
export function recordTypes(root, built) {
  const file = typesStampFile(root);
  if (!built) {
    fs.rmSync(file, { force: true });
    return;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, typesStamp(root));
}

/**
 * Whether the served build and src/gatsby-types.d.ts are those `npm test` recorded, and public/
 * holds that build (its stamp is the served one: the browser tests read its scripts). The GraphQL
 * types are a function of the sources the build read: with `isCurrent` (the served build is of
 * the sources as they are now), the types file is that of this very source. A stale or edited
 * types file differs from the recorded hash and does not pass.
 * @param {string} root
 */
export function recordedBuildIsServed(root) {
  const recorded = readOrNull(typesStampFile(root));
  const served = readOrNull(path.join(root, '.builds', 'current', 'public', '.build-stamp'));
  return (
    recorded !== null &&
    served !== null &&
    recorded === typesStamp(root) &&
    readOrNull(path.join(root, 'public', '.build-stamp')) === served
  );
}
