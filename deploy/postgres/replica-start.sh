#!/bin/bash
# A streaming replica of postgres-primary (compose.yaml): on its first start it copies the primary with
# pg_basebackup -R (which writes standby.signal and primary_conninfo) into an empty data folder, with a
# replication slot of its own so the primary keeps the WAL it has not replayed yet; then it runs as a hot standby.
set -euo pipefail
: "${REPLICATION_PASSWORD:?set REPLICATION_PASSWORD}" "${REPLICA_SLOT:?set REPLICA_SLOT}"
export PGPASSWORD="$REPLICATION_PASSWORD"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h postgres-primary -p 5432 -q; do sleep 1; done
  pg_basebackup -h postgres-primary -p 5432 -U replicator -D "$PGDATA" -R -X stream -C -S "$REPLICA_SLOT"
  chmod 0700 "$PGDATA"
fi
exec postgres -c hot_standby=on -c hot_standby_feedback=on
