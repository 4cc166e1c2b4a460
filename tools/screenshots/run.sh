#!/usr/bin/env bash
# Make docs/screenshots/: start the API from this checkout on a spare port with a fresh tenant,
# seed a small history over REST, drive headless Chromium through the guide in the local Neo4j
# Browser, stop the API, and shrink the PNGs.
#
#   tools/screenshots/run.sh            (needs: the local Neo4j running, node, Debian chromium)
#
# One-time setup: apt-get install -y chromium chromium-driver pngquant; (cd tools/screenshots && npm install)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
HERE="$ROOT/tools/screenshots"
OUT="${OUT:-$ROOT/docs/screenshots}"
PORT="${PORT:-8766}"
TENANT="demo_$(date -u +%Y%m%d%H%M%S)"       # a fresh tenant: a fresh transaction-time clock
KEY="screenshots-$(python3 -c 'import secrets; print(secrets.token_hex(8))')"

[ -d "$HERE/node_modules/playwright-core" ] || (cd "$HERE" && npm install --no-audit --no-fund)

export PYTHONPATH="$ROOT${PYTHONPATH:+:$PYTHONPATH}" HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
export NEO4J_URI="${NEO4J_URI:-bolt://127.0.0.1:7687}"
CHRONOFACT_API_KEYS="$KEY:$TENANT" python3 -m uvicorn chronofact.api.rest.main:app \
  --host 127.0.0.1 --port "$PORT" --log-level warning &
API_PID=$!
trap 'kill "$API_PID" 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do
  curl -fs "http://localhost:$PORT/healthz" >/dev/null && break
  sleep 0.5
done

SEED="$(python3 "$HERE/demo_seed.py" --api "http://localhost:$PORT" --key "$KEY" --namespace demo)"
echo "seeded: $SEED"
QUERY="$(python3 - "$TENANT" "$SEED" <<'PY'
import json, sys, urllib.parse
seed = json.loads(sys.argv[2])
print(urllib.parse.urlencode({"tenant": sys.argv[1], "namespace": seed["namespace"],
    "subject": seed["subject"], "fact": seed["fact"], "valid_at": seed["valid_at"],
    "known_at": seed["known_at"]}))
PY
)"
rm -f "$OUT"/guide-*.png
node "$HERE/guide_screenshots.mjs" "http://localhost:$PORT/guide?$QUERY" "$OUT"
if command -v pngquant >/dev/null; then   # 256-colour palettes: a third of the size
  pngquant --force --skip-if-larger --ext .png --quality 70-95 "$OUT"/guide-*.png || true
else
  echo "pngquant missing (apt-get install pngquant): PNGs left as they are"
fi
