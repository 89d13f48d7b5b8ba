#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server (issue 13 §3): `scripts/ci-postgres.sh <command…>`.
# - SANDBOX_TEST_DATABASE_URL already set: runs the command against that server, nothing else.
# - Else finds PostgreSQL's server binaries (/usr/lib/postgresql/*/bin, then PATH), installing Debian's
#   `postgresql` package with apt-get when absent (CI), makes a cluster in a temp folder (owned by `postgres` when
#   run as root), listens on 127.0.0.1 on a free port only, runs the command with SANDBOX_TEST_DATABASE_URL and
#   DATABASE_URL set to its `postgres` database, then stops the cluster and deletes the folder (trap, on any exit).
# Exits with the command's status; 2 with a clear message when PostgreSQL cannot be found or installed.
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$#" -gt 0 ] || { echo "usage: scripts/ci-postgres.sh <command…>" >&2; exit 2; }

if [ -n "${SANDBOX_TEST_DATABASE_URL:-}" ]; then
  exec "$@"
fi

find_bin() {
  local d
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ] && { echo "$d"; return 0; }
  done
  command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1 && { dirname "$(command -v initdb)"; return 0; }
  return 1
}

started=$(date +%s)
if ! PGBIN=$(find_bin); then
  echo "ci-postgres: PostgreSQL server binaries not found; installing Debian's postgresql package" >&2
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "ci-postgres: cannot install PostgreSQL here (needs root and apt-get); install it, or set SANDBOX_TEST_DATABASE_URL" >&2
    exit 2
  fi
  if ! { DEBIAN_FRONTEND=noninteractive apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql; } >&2; then
    echo "ci-postgres: apt-get could not install PostgreSQL (network or package mirror down?)" >&2
    exit 2
  fi
  PGBIN=$(find_bin) || { echo "ci-postgres: postgresql installed but initdb/pg_ctl still not found" >&2; exit 2; }
fi

as_owner=()
dir=$(mktemp -d "${TMPDIR:-/tmp}/heportal-pg-XXXXXX")
if [ "$(id -u)" -eq 0 ]; then
  # initdb refuses to run as root: the cluster belongs to the postgres user (made by the Debian package).
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

stop() {
  "${as_owner[@]}" "$PGBIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

"${as_owner[@]}" "$PGBIN/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; echo "ci-postgres: initdb failed" >&2; exit 2; }
# Loopback only, sockets in the throwaway folder; fsync off: the cluster is deleted at exit anyway.
"${as_owner[@]}" "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" start >/dev/null \
  || { cat "$dir/server.log" >&2; echo "ci-postgres: PostgreSQL did not start" >&2; exit 2; }
echo "ci-postgres: PostgreSQL $("$PGBIN/pg_ctl" --version | awk '{print $3}') on 127.0.0.1:$port (ready in $(( $(date +%s) - started )) s)" >&2

export SANDBOX_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
export DATABASE_URL="$SANDBOX_TEST_DATABASE_URL"
status=0
"$@" || status=$?
echo "ci-postgres: '$*' exited $status after $(( $(date +%s) - started )) s" >&2
exit "$status"
