#!/usr/bin/env bash
# Deploys the served build (.builds/current, made by `npm run build`) to a server, or to a directory
# on this machine to rehearse it, and makes it the one served there (docs/deployment.md).
#
#   bash scripts/deploy.sh              copy the build to <target>/.builds/<id> and serve it
#   bash scripts/deploy.sh --rollback   serve the build deployed before the served one again
#   bash scripts/deploy.sh --list       the builds kept on the target, the served one marked *
#   --keep N (5): builds kept on the target; --build DIR: deploy DIR instead of .builds/current
#
# The target serves `.builds/current` (npm run serve, and nginx in front: deploy/nginx.ts). The copy
# goes to `.builds/<id>.partial` (files unchanged since the served build hard-linked to it), then
# the activation of src/server/publish/builds.ts, bundled and run there with node, renames it into
# place and switches `.builds/current` to it in one rename; the newest --keep builds stay. Then
# DEPLOY_AFTER (reload nginx), and, with DEPLOY_CHECK_URL, a check that the site answers with the
# new build's id (X-Site-Build): nginx serves a build's security headers and redirects only once it
# has reloaded, so a deploy without the reload fails here instead of pretending.
#
# Settings (the CI's variables and secrets):
#   DEPLOY_PATH          the site's directory on the target (required): the checkout that runs `npm run serve`
#   DEPLOY_HOST          the server, over SSH; unset: DEPLOY_PATH is a directory on this machine
#   DEPLOY_USER          SSH user (default: ssh's)          DEPLOY_PORT  SSH port (22)
#   DEPLOY_SSH_KEY       private key (default: ssh's own)   DEPLOY_KNOWN_HOSTS  host key lines (ssh-keyscan -H host)
#   DEPLOY_AFTER         command run in DEPLOY_PATH on the target afterwards, e.g. "sudo systemctl reload nginx"
#   DEPLOY_CHECK_URL     an address of the site this machine reaches, e.g. https://www.your-domain.cn/: it must
#                        answer with the build just served (X-Site-Build) within DEPLOY_CHECK_TIMEOUT seconds (30)
#   DEPLOY_BRANCH, DEPLOY_COMMIT  set by CI: a commit the branch has moved past is not deployed
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
mode=deploy
keep=5
build=
while [ $# -gt 0 ]; do
  case "$1" in
    --rollback) mode=rollback ;;
    --list) mode=list ;;
    --keep) keep=${2:-}; shift ;;
    --build) build=${2:-}; shift ;;
    *)
      echo "Usage: bash scripts/deploy.sh [--rollback | --list] [--keep N] [--build DIR] (docs/deployment.md)" >&2
      exit 2
      ;;
  esac
  shift
done

fail() {
  echo "deploy: $*" >&2
  exit 1
}

if [ -z "${DEPLOY_HOST:-}" ] && [ -z "${DEPLOY_PATH:-}" ]; then
  # A CI without a server configured builds and stops here on purpose; a rollback or a list asked
  # for by hand that did nothing must not look like success.
  if [ "$mode" != deploy ]; then
    fail "--$mode needs the target: set DEPLOY_PATH (the site's directory there) and, for a server over SSH, DEPLOY_HOST (and DEPLOY_USER, DEPLOY_PORT as needed), e.g. DEPLOY_HOST=www.your-domain.cn DEPLOY_USER=web DEPLOY_PATH=/srv/laser-site bash scripts/deploy.sh --$mode (docs/operations.md). Nothing done."
  fi
  echo "DEPLOY_HOST and DEPLOY_PATH are not set: nothing deployed (docs/deployment.md)."
  exit 0
fi
[ -n "${DEPLOY_PATH:-}" ] || fail "DEPLOY_PATH is not set: the site's directory on $DEPLOY_HOST (docs/deployment.md)."
[[ "$keep" =~ ^[1-9][0-9]*$ ]] || fail "--keep must be a whole number of builds, at least 1; got \"$keep\"."
if [ -n "${DEPLOY_CHECK_URL:-}" ] && ! [[ "$DEPLOY_CHECK_URL" =~ ^https?://[^/]+ ]]; then
  fail "DEPLOY_CHECK_URL must be an http:// or https:// address of the site, e.g. https://www.your-domain.cn/; got \"$DEPLOY_CHECK_URL\". Nothing done."
fi
[[ "${DEPLOY_CHECK_TIMEOUT:-30}" =~ ^[1-9][0-9]*$ ]] ||
  fail "DEPLOY_CHECK_TIMEOUT must be a whole number of seconds, at least 1; got \"${DEPLOY_CHECK_TIMEOUT:-}\". Nothing done."

# Tools first, each with what provides it.
missing=()
command -v rsync >/dev/null || missing+=(rsync)
if [ -n "${DEPLOY_HOST:-}" ]; then command -v ssh >/dev/null || missing+=(openssh-client); fi
if [ ${#missing[@]} -gt 0 ]; then
  fail "this machine lacks ${missing[*]}: install with \"sudo apt-get install -y ${missing[*]}\" (Debian, Ubuntu)."
fi
command -v node >/dev/null || fail "node is not on the PATH (Node.js 20.19+)."
esbuild="$root/node_modules/.bin/esbuild"
[ -x "$esbuild" ] || fail "$esbuild is missing: run \"npm ci\" first."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ -n "${DEPLOY_HOST:-}" ]; then
  ssh_options=(-p "${DEPLOY_PORT:-22}" -o BatchMode=yes -o StrictHostKeyChecking=yes)
  if [ -n "${DEPLOY_SSH_KEY:-}" ]; then
    printf '%s\n' "$DEPLOY_SSH_KEY" >"$work/key"
    chmod 600 "$work/key"
    ssh_options+=(-i "$work/key")
  fi
  if [ -n "${DEPLOY_KNOWN_HOSTS:-}" ]; then
    printf '%s\n' "$DEPLOY_KNOWN_HOSTS" >"$work/known_hosts"
    ssh_options+=(-o "UserKnownHostsFile=$work/known_hosts")
  fi
  destination="${DEPLOY_USER:+$DEPLOY_USER@}$DEPLOY_HOST"
  where="$destination:$DEPLOY_PATH"
  ssh_command=$(printf '%q ' ssh "${ssh_options[@]}")
  there() { ssh "${ssh_options[@]}" "$destination" "$1"; }
  copy() { rsync -rlpcz --delete "${@:1:$#-2}" -e "$ssh_command" "${@: -2:1}" "$destination:${*: -1}"; }
else
  where="$DEPLOY_PATH (this machine)"
  there() { bash -c "$1"; }
  copy() { rsync -rlpc --delete "$@"; }
fi
target=$(printf '%q' "$DEPLOY_PATH")

# The target's tools, and its .builds/ directory.
checked=$(there "mkdir -p $target/.builds && for tool in node rsync; do command -v \$tool >/dev/null || echo missing:\$tool; done; test -d $target/.builds/current && echo current; true") ||
  fail "could not reach $where (see the message above)."
if grep -q '^missing:' <<<"$checked"; then
  advice=()
  if grep -qx missing:rsync <<<"$checked"; then advice+=("rsync: sudo apt-get install -y rsync"); fi
  if grep -qx missing:node <<<"$checked"; then advice+=("node: Node.js 20.19+, as for npm run serve"); fi
  fail "$where lacks $(IFS=';'; echo "${advice[*]}" | sed 's/;/; /g') (install there)."
fi

# The activation, bundled: the target runs the same builds.ts as this checkout.
"$esbuild" "$root/scripts/deploy-activate.ts" --bundle --platform=node --target=node20 --format=cjs \
  --log-level=warning --outfile="$work/activate.cjs"
copy "$work/activate.cjs" "$DEPLOY_PATH/.builds/activate.cjs"
activate="node $target/.builds/activate.cjs"

after() {
  if [ -n "${DEPLOY_AFTER:-}" ]; then
    there "cd $target && $DEPLOY_AFTER" || fail "DEPLOY_AFTER failed on $where (the build switch above stands)."
  fi
}

# Whether the site answers as build $1, the one now served: its headers and redirects are those
# nginx loaded, which only a reload changes (scripts/lib/deploy-check.mjs prints what to do if not).
check_served() {
  if [ -z "${DEPLOY_CHECK_URL:-}" ]; then
    echo "deploy: not checked that the site answers with build $1's security headers and redirects (nginx serves them only once reloaded): set DEPLOY_CHECK_URL to check (docs/deployment.md)"
    return 0
  fi
  node "$root/scripts/lib/deploy-check.mjs" "$DEPLOY_CHECK_URL" "$1" "${DEPLOY_CHECK_TIMEOUT:-30}" || exit 1
}

if [ "$mode" = list ]; then
  there "$activate list $target"
  exit 0
fi
if [ "$mode" = rollback ]; then
  there "$activate rollback $target" || fail "nothing rolled back on $where."
  after
  check_served "$(there "$activate served $target")"
  exit 0
fi

build=$(realpath "${build:-$root/.builds/current}" 2>/dev/null) ||
  fail "${build:-$root/.builds/current} does not exist: run \"npm run build\" first."
id=$(basename "$build")
for file in build.json public/index.html public/404.html; do
  [ -f "$build/$file" ] || fail "$build holds no finished build (no $file): run \"npm run build\" first."
done

# Never deploy out of order: when the branch has moved on, the newer commit's run (queued behind
# this one in the same concurrency group) deploys a build that includes this commit.
if [ -n "${DEPLOY_BRANCH:-}" ] && [ -n "${DEPLOY_COMMIT:-}" ]; then
  head=$(git ls-remote origin "refs/heads/$DEPLOY_BRANCH" | cut -f1)
  if [ -n "$head" ] && [ "$head" != "$DEPLOY_COMMIT" ]; then
    echo "deploy: $DEPLOY_BRANCH is now at $head, newer than $DEPLOY_COMMIT: leaving the deployment to that run."
    exit 0
  fi
fi

link=()
if grep -qx current <<<"$checked"; then link=(--link-dest=../current/); fi
started=$(date +%s)
copy "${link[@]}" "$build/" "$DEPLOY_PATH/.builds/$id.partial/"
there "$activate receive $target $(printf '%q' "$id") $keep" || fail "the build was copied to $where but not switched to."
after
check_served "$id"
echo "deploy: build $id is live at $where (copied and switched in $(($(date +%s) - started)) s; bash scripts/deploy.sh --rollback serves the previous one)."
