#!/usr/bin/env bash
# Stops and deletes the cluster scripts/pg-test-cluster.sh started.
set -euo pipefail
dir="${PG_TEST_DIR:-/tmp/fu-pg-test}"
[ -d "$dir/data" ] || exit 0
if [ "$(id -u)" = "0" ]; then runuser -u postgres -- pg_ctl -D "$dir/data" -m fast stop >/dev/null || true
else pg_ctl -D "$dir/data" -m fast stop >/dev/null || true; fi
rm -rf "$dir"
