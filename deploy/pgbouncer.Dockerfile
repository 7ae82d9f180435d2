# PgBouncer from Debian bookworm's package (1.18), as on a machine; built with deploy/ as its context, and
# compose.yaml mounts deploy/pgbouncer.ini.
FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends pgbouncer && rm -rf /var/lib/apt/lists/*
# The auth_file is written at start from PGBOUNCER_USER and PGBOUNCER_PASSWORD (deploy/pgbouncer-start.sh),
# then pgbouncer drops root for the postgres user the package created.
COPY pgbouncer-start.sh /usr/local/bin/pgbouncer-start
EXPOSE 6432
CMD ["/usr/local/bin/pgbouncer-start"]
