#!/usr/bin/env bash
# Deploys the build in public/ to a server running `npm run serve`, over SSH with rsync: called by
# .github/workflows/deploy.yml and .gitlab-ci.yml after `npm run build` (README: "Deploying on
# every publish"). Settings come from the CI's secrets and variables:
#   DEPLOY_HOST, DEPLOY_USER, DEPLOY_PATH  the server, its SSH user, the site's checkout there
#   DEPLOY_SSH_KEY                         private key allowed to log in as DEPLOY_USER
#   DEPLOY_KNOWN_HOSTS                     the server's host key line(s) (ssh-keyscan -H host)
#   DEPLOY_PORT                            SSH port (22)
#   DEPLOY_AFTER                           optional command run there afterwards
#   DEPLOY_BRANCH, DEPLOY_COMMIT           set by the workflow: the content branch and this commit
set -euo pipefail

if [ -z "${DEPLOY_HOST:-}" ]; then
  echo "DEPLOY_HOST is not set: the site was built but not deployed (README: \"Deploying on every publish\")."
  exit 0
fi
for name in DEPLOY_USER DEPLOY_PATH DEPLOY_SSH_KEY DEPLOY_KNOWN_HOSTS DEPLOY_BRANCH DEPLOY_COMMIT; do
  if [ -z "${!name:-}" ]; then
    echo "deploy: $name is not set (README: \"Deploying on every publish\")." >&2
    exit 1
  fi
done
if [ ! -f public/index.html ]; then
  echo "deploy: public/index.html is missing: run npm run build first." >&2
  exit 1
fi

# Never deploy out of order: when the branch has moved on, the newer commit's run (queued behind
# this one in the same concurrency group) deploys a build that includes this commit.
head=$(git ls-remote origin "refs/heads/$DEPLOY_BRANCH" | cut -f1)
if [ -n "$head" ] && [ "$head" != "$DEPLOY_COMMIT" ]; then
  echo "deploy: $DEPLOY_BRANCH is now at $head, newer than $DEPLOY_COMMIT: leaving the deployment to that run."
  exit 0
fi

secrets=$(mktemp -d)
trap 'rm -rf "$secrets"' EXIT
printf '%s\n' "$DEPLOY_SSH_KEY" >"$secrets/key"
printf '%s\n' "$DEPLOY_KNOWN_HOSTS" >"$secrets/known_hosts"
chmod 600 "$secrets/key"
ssh_command="ssh -i $secrets/key -p ${DEPLOY_PORT:-22} -o BatchMode=yes -o StrictHostKeyChecking=yes -o UserKnownHostsFile=$secrets/known_hosts"
target="$DEPLOY_USER@$DEPLOY_HOST"
remote_path=$(printf '%q' "$DEPLOY_PATH")

# Upload next to the live build (unchanged files hard-linked to it), then swap the two directories:
# visitors never see a half-copied site, and the previous build stays as public.prev.
rsync -az --delete --link-dest=../public -e "$ssh_command" public/ "$target:$DEPLOY_PATH/public.next/"
$ssh_command "$target" "set -e; cd $remote_path; rm -rf public.prev; if [ -d public ]; then mv public public.prev; fi; mv public.next public; ${DEPLOY_AFTER:-true}"
echo "deploy: $DEPLOY_COMMIT is live on $DEPLOY_HOST."
