#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1 and a free port, and prints its URL:
#   export TEST_DATABASE_URL=$(scripts/pg-test-cluster.sh)
# Stop it with scripts/pg-test-cluster-stop.sh. PG_TEST_DIR picks the folder (default /tmp/fu-pg-test).
set -euo pipefail
dir="${PG_TEST_DIR:-/tmp/fu-pg-test}"
port="${PG_TEST_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"

as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ -f "$dir/url" ] && as_postgres pg_ctl -D "$dir/data" status >/dev/null 2>&1; then
  cat "$dir/url"; exit 0
fi
rm -rf "$dir"
mkdir -p "$dir"
[ "$(id -u)" = "0" ] && chown postgres "$dir"
as_postgres initdb -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --no-locale >"$dir/initdb.log" 2>&1
as_postgres pg_ctl -D "$dir/data" -l "$dir/server.log" -w -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=300" start >/dev/null
url="postgres://postgres@127.0.0.1:$port/postgres"
echo "$url" > "$dir/url"
echo "$url"
