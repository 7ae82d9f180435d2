#!/bin/sh
# Writes PgBouncer's auth_file (deploy/pgbouncer.ini: /etc/pgbouncer/userlist.txt) from the environment, then
# runs pgbouncer in the foreground as the postgres user. The password is kept in plain text there: PgBouncer
# needs it to log in to the primary with SCRAM on the client's behalf.
set -eu
: "${PGBOUNCER_USER:?set PGBOUNCER_USER}" "${PGBOUNCER_PASSWORD:?set PGBOUNCER_PASSWORD}"
umask 077
printf '"%s" "%s"\n' "$PGBOUNCER_USER" "$PGBOUNCER_PASSWORD" > /etc/pgbouncer/userlist.txt
chown postgres /etc/pgbouncer/userlist.txt
exec pgbouncer -u postgres /etc/pgbouncer/pgbouncer.ini
