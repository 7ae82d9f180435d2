import type pg from 'pg';

/** What a backup records of the schema and reads back at restore (the `public` schema, extensions left out). */
export interface TableShape {
  name: string;
  columns: { name: string; type: string }[];
}
export interface MigrationRecord {
  name: string;
  executedAt: string | null;
}
export interface SequenceValue {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

// Objects of the public schema that no extension owns (cube, earthdistance and pg_trgm live there too).
const OWN_RELATION = `c.relnamespace = 'public'::regnamespace
  and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`;

/** The applied migrations in order, or null when the database has no migrations table. */
export async function readMigrations(db: pg.ClientBase): Promise<MigrationRecord[] | null> {
  const { rows: exists } = await db.query(`select 1 from pg_class c where ${OWN_RELATION} and c.relname = $1 and c.relkind = 'r'`, [MIGRATIONS_TABLE]);
  if (!exists.length) return null;
  // ISO 8601 text keeps the microseconds a JavaScript Date would drop.
  const { rows } = await db.query<{ name: string; executed_at: string | null }>(
    `select name, to_json(executed_at) #>> '{}' as executed_at from ${MIGRATIONS_TABLE} order by id`,
  );
  return rows.map((r) => ({ name: r.name, executedAt: r.executed_at }));
}

/** The tables holding data (all but the migrations table), parents before the tables referring to them. */
export async function listTables(db: pg.ClientBase): Promise<TableShape[]> {
  const { rows } = await db.query<{ name: string; columns: { name: string; type: string }[] }>(
    `select c.relname as name,
            (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
               from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
       from pg_class c
      where ${OWN_RELATION} and c.relkind = 'r' and not c.relispartition and c.relname <> $1
      order by c.relname`,
    [MIGRATIONS_TABLE],
  );
  const { rows: references } = await db.query<{ child: string; parent: string }>(
    `select ch.relname as child, pa.relname as parent
       from pg_constraint k join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace and k.conrelid <> k.confrelid`,
  );
  return dependencyOrder(rows, references);
}

function dependencyOrder(tables: TableShape[], references: { child: string; parent: string }[]): TableShape[] {
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  let remaining = tables;
  while (remaining.length) {
    const ready = remaining.filter((t) => references.every((r) => r.child !== t.name || placed.has(r.parent) || r.parent === t.name));
    // A cycle (none today) is loaded as it comes: the restore disables the checks while it loads.
    const batch = ready.length ? ready : [remaining[0]!];
    for (const t of batch) {
      ordered.push(t);
      placed.add(t.name);
    }
    remaining = remaining.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

/** Every sequence's position, but the migrations table's (a restore writes that table itself). */
export async function readSequences(db: pg.ClientBase): Promise<SequenceValue[]> {
  const { rows } = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c where ${OWN_RELATION} and c.relkind = 'S' and c.relname <> $1 order by c.relname`,
    [`${MIGRATIONS_TABLE}_id_seq`],
  );
  const values: SequenceValue[] = [];
  for (const { name } of rows) {
    const { rows: [seq] } = await db.query<{ last_value: string; is_called: boolean }>(`select last_value, is_called from ${ident(name)}`);
    values.push({ name, lastValue: String(seq!.last_value), isCalled: seq!.is_called });
  }
  return values;
}

/** Empty: nothing of its own in the public schema but, at most, an empty migrations table. */
export async function describeContents(db: pg.ClientBase): Promise<{ empty: boolean; relations: number; users: number | null }> {
  const { rows } = await db.query<{ name: string; kind: string }>(
    `select c.relname as name, c.relkind as kind from pg_class c where ${OWN_RELATION} and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
  );
  const others = rows.filter((r) => r.name !== MIGRATIONS_TABLE);
  const migrations = rows.length > others.length ? await readMigrations(db) : [];
  const users = others.some((r) => r.name === 'users' && r.kind === 'r')
    ? Number((await db.query<{ n: string }>('select count(*) as n from users')).rows[0]!.n)
    : null;
  return { empty: others.length === 0 && !migrations?.length, relations: others.length, users };
}

/**
 * Drops what the public schema holds (extensions stay) and the other schemas the migrations made, for a restore with --force; inside its transaction.
 * CASCADE takes what depends on each object, IF EXISTS skips what an earlier drop already took.
 */
export async function dropEverything(db: pg.ClientBase): Promise<void> {
  // The schemas the migrations made beside public (pgboss, the job queue's) go whole: the migrations make them again.
  const { rows: schemas } = await db.query<{ sql: string }>(
    `select format('drop schema if exists %I cascade', n.nspname) as sql
       from pg_namespace n
      where n.nspname <> 'public' and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
        and not exists (select 1 from pg_depend d where d.classid = 'pg_namespace'::regclass and d.objid = n.oid and d.deptype = 'e')`,
  );
  for (const { sql } of schemas) await db.query(sql);
  const { rows } = await db.query<{ sql: string }>(
    `select format('drop %s if exists %s cascade',
                   case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence'
                                  when 'f' then 'foreign table' when 'c' then 'type' else 'table' end,
                   c.oid::regclass) as sql
       from pg_class c where ${OWN_RELATION} and c.relkind in ('v', 'm', 'r', 'p', 'f', 'S', 'c')
    union all
    select format('drop %s if exists %s cascade', case p.prokind when 'a' then 'aggregate' else 'routine' end, p.oid::regprocedure)
       from pg_proc p where p.pronamespace = 'public'::regnamespace
        and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    union all
    select format('drop type if exists %s cascade', t.oid::regtype)
       from pg_type t where t.typnamespace = 'public'::regnamespace and t.typtype in ('e', 'd', 'r', 'm')
        and not exists (select 1 from pg_depend d where d.classid = 'pg_type'::regclass and d.objid = t.oid and d.deptype = 'e')`,
  );
  for (const { sql } of rows) await db.query(sql);
}
