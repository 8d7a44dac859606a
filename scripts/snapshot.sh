#!/usr/bin/env bash
# A snapshot of one commit to benchmark or judge against, beside the working tree that others edit:
#   scripts/snapshot.sh COMMIT DIR      (then: cd DIR && COPILOT_CLI=DIR/cli.sh node benchmarks/…)
# DIR gets a git worktree of COMMIT, this checkout's .venv and node_modules linked in, its runtime
# built, and cli.sh running DIR's copilot_cli. `python -P` matters: `-m` would put the caller's
# working directory first on sys.path (this checkout's copilot_cli, with uncommitted edits), and
# .venv/bin/copilot-cli is an editable install that always imports this checkout.
set -euo pipefail
commit=${1:?usage: scripts/snapshot.sh COMMIT DIR}
dir=${2:?usage: scripts/snapshot.sh COMMIT DIR}
here=$(cd "$(dirname "$0")/.." && pwd)
git -C "$here" worktree remove --force "$dir" 2>/dev/null || rm -rf "$dir"
git -C "$here" worktree add --detach "$dir" "$commit" >/dev/null
ln -s "$here/.venv" "$dir/.venv"
ln -s "$here/node_modules" "$dir/node_modules"
(cd "$dir" && node scripts/build-runtime.mjs >/dev/null)
printf '#!/bin/bash\nPYTHONPATH=%s exec %s/.venv/bin/python -P -m copilot_cli "$@"\n' "$dir" "$here" >"$dir/cli.sh"
chmod +x "$dir/cli.sh"
echo "$dir: $(git -C "$dir" log --oneline -1)"
