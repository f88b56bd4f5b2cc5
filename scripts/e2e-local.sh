#!/usr/bin/env bash
# Runs browser journeys in isolation (own build folder, port and data), so several can run at once:
#   scripts/e2e-local.sh NAME PORT [playwright args…]
set -euo pipefail
name=$1; port=$2; shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
out=/tmp/hrms-web-$name
(cd "$root/apps/web" && npx vite build --outDir "$out" --emptyOutDir >/dev/null)
cd "$root/e2e"
E2E_PORT=$port WEB_DIST=$out npx playwright test "$@"
