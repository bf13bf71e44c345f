#!/bin/bash
# Issue 17 point 1: bytes on the wire (curl's size_download) of the spring re-order shop's page, the scripts and
# stylesheet it loads first, and its product set, sent plain, gzip and brotli by the built shop on a fresh DATA_DIR.
# Run after a build: bash /work/notes/build-locked.sh bash bench/transfer.sh   (prints a Markdown table)
set -euo pipefail
cd "$(dirname "$0")/.."
data=$(mktemp -d)
port=${PORT:-3917}
PORT=$port DATA_DIR=$data node dist/server/main.js >"$data.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$data" "$data.log"' EXIT
base=http://localhost:$port
for _ in $(seq 1 120); do curl -sf -o /dev/null "$base/" && break; sleep 0.5; done
session=$(grep -A1 MAPLE-SPRING "$data.log" | grep -o '/cart/[0-9a-f-]*' | cut -d/ -f3)
token=$(curl -s -X POST "$base/api/store_users" | sed 's/.*"token":"\([^"]*\)".*/\1/')
bytes() { curl -s -o /dev/null -w '%{size_download}' -H "Accept-Encoding: $1" "${@:2}"; }
row() { echo "| $1 | $(bytes identity "${@:2}") | $(bytes gzip "${@:2}") | $(bytes br "${@:2}") |"; }
echo '| what | plain | gzip | brotli |'
echo '|---|---|---|---|'
row "page \`/cart/{spring}\`" "$base/cart/$session"
for file in $(curl -s "$base/cart/$session" | grep -o '/assets/[^"]*\.\(js\|css\)' | sort -u); do row "\`$file\`" "$base$file"; done
row "product set JSON (spring)" "$base/api/product_sets/$session" -H "Authorization: Bearer $token"
