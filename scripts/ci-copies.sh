#!/usr/bin/env bash
# The browser tests in throwaway copies of the project (`npm run test:copies`: gatsby develop, a build with a third
# locale, the publish flows under `npm run cms`) in the CI pipelines, beside the job that tests and deploys: on the
# daily and manual runs always, on a push only when it changes more than content. An editor's publish commits under
# content/ and static/uploads/ alone, which the build and `npm test` of the deploy job check; these tests prove the
# project's own machinery, which such a push leaves as it was.
# Usage: scripts/ci-copies.sh <event: push, schedule, ...> [<the commit before the push>]
set -euo pipefail
event="${1:?the CI event (push, schedule, ...)}"
before="${2:-}"
if [ "$event" = push ] && [ -n "$before" ] && git cat-file -e "$before^{commit}" 2>/dev/null &&
  git diff --quiet "$before" HEAD -- . ':(exclude)content' ':(exclude)static/uploads'; then
  echo "Only content changed since $before: the tests in copies of the project run in the daily run."
  exit 0
fi
npm run test:copies
