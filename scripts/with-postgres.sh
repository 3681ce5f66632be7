#!/usr/bin/env bash
# Runs a command against a private, throw-away PostgreSQL cluster on 127.0.0.1 (installed through apt-get when missing).
# The command sees TEST_DATABASE_URL (and DATABASE_URL unset). The cluster is stopped and removed afterwards.
set -euo pipefail

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
if [ -z "$(pg_bin)" ] || [ ! -x "$(pg_bin)/initdb" ]; then
  echo "PostgreSQL server not found: installing it with apt-get" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq postgresql >/dev/null
fi
# PgBouncer for the flash sale through a pooler in transaction mode (tests/support/pgbouncer.ts, decision 0256)
if [ ! -x /usr/sbin/pgbouncer ] && [ "$(id -u)" = "0" ]; then
  echo "PgBouncer not found: installing it with apt-get" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >/dev/null || echo "PgBouncer could not be installed" >&2
fi
BIN=$(pg_bin)
# A free port: PG_TEST_PORT when given, else the first of 55432.. that nothing listens on.
port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
PORT=${PG_TEST_PORT:-55432}
if [ -z "${PG_TEST_PORT:-}" ]; then
  while port_busy "$PORT"; do PORT=$((PORT + 1)); done
fi
DIR=$(mktemp -d /tmp/ugift-pg-XXXXXX)
chown postgres:postgres "$DIR" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

cleanup() {
  # PG_KEEP_LOG=<file> keeps the server's log (deadlock details, slow statements) after the cluster goes
  if [ -n "${PG_KEEP_LOG:-}" ] && [ -f "$DIR/log" ]; then cp "$DIR/log" "$PG_KEEP_LOG"; fi
  as_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

as_pg "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
# A port nobody listens on can still be taken as the local end of some connection (it lies in the ephemeral range),
# so a start that cannot bind is tried again on the next port.
start_on() {
  as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w -o "-p $1 -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=500 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
}
tries=0
until start_on "$PORT"; do
  tries=$((tries + 1))
  if [ -n "${PG_TEST_PORT:-}" ] || [ "$tries" -ge 20 ] || ! grep -q "could not bind\|could not create any TCP/IP sockets" "$DIR/log"; then
    cat "$DIR/log" >&2
    exit 1
  fi
  PORT=$((PORT + 1))
  while port_busy "$PORT"; do PORT=$((PORT + 1)); done
done

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
unset DATABASE_URL
"$@"
