#!/bin/bash
# The replica's first start clones the primary (pg_basebackup -R writes standby.signal and the connection
# to stream from); later starts resume streaming from where it stopped.
set -euo pipefail
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h postgres-primary -p 5432 -q; do sleep 1; done
  pg_basebackup -h postgres-primary -p 5432 -U replicator -D "$PGDATA" -R -X stream -c fast
  chmod 0700 "$PGDATA"
fi
exec postgres -c hot_standby=on
