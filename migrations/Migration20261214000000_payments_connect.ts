import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 37, paying for a rental on the site: the owners' connected accounts (payout_accounts), each listing's
 * terms (payment_policies), each booking's money (booking_payments) and its ledger (ledger_entries); the
 * sandbox's model of Stripe Connect (accounts, SetupIntents, PaymentIntents with manual capture and
 * capture_before, refunds, transfers, reversals, payouts, and the answers of idempotency keys); and the schema
 * of pg-boss, the durable queue of the money steps.
 *
 * Amounts are integer cents. A ledger entry is unique by its kind and provider object id: a job run twice or
 * a webhook received twice records it once.
 *
 * pg-boss's schema is created here, as the SQL text pg-boss 10.4.2 answers for `PgBoss.getConstructionPlans
 * ('pgboss')` (schema version 24) copied at that version, not by pg-boss when a queue starts: every test file
 * clones its database from the migrated template (tests/support/test-database.ts), so the schema is a file
 * copy there instead of some twenty statements of DDL per app the tests open, and two processes starting at
 * once never race to create it. Its BEGIN/COMMIT and advisory lock are left out: the migration runs in its
 * own transaction under the schema lock. A later pg-boss migrates its schema from version 24 at its start.
 */
const PAYMENT_STATES = ['card_saved', 'hold_scheduled', 'held', 'awaiting_payment', 'captured', 'transfer_held', 'transferred', 'released', 'refunded', 'failed'];
const MONEY_STEPS = ['place_hold', 'capture', 'transfer', 'expire_unpaid'];
const LEDGER_KINDS = ['hold', 'release', 'capture', 'charge', 'refund', 'fee', 'fee_refund', 'transfer', 'reversal'];
const POLICIES = ['flexible', 'moderate', 'strict'];
const list = (values: string[]) => values.map((s) => `'${s}'`).join(', ');

/** pg-boss 10.4.2's construction plans for the schema `pgboss` (see above). */
const PG_BOSS_SCHEMA = `
  CREATE SCHEMA IF NOT EXISTS pgboss
    ;

  CREATE TYPE pgboss.job_state AS ENUM (
    'created',
    'retry',
    'active',
    'completed',
    'cancelled',
    'failed'
  )
    ;

  CREATE TABLE pgboss.version (
    version int primary key,
    maintained_on timestamp with time zone,
    cron_on timestamp with time zone,
    monitored_on timestamp with time zone
  )
    ;

  CREATE TABLE pgboss.queue (
    name text,
    policy text,
    retry_limit int,
    retry_delay int,
    retry_backoff bool,
    expire_seconds int,
    retention_minutes int,
    dead_letter text REFERENCES pgboss.queue (name),
    partition_name text,
    created_on timestamp with time zone not null default now(),
    updated_on timestamp with time zone not null default now(),
    PRIMARY KEY (name)
  )
    ;

  CREATE TABLE pgboss.schedule (
    name text REFERENCES pgboss.queue ON DELETE CASCADE,
    cron text not null,
    timezone text,
    data jsonb,
    options jsonb,
    created_on timestamp with time zone not null default now(),
    updated_on timestamp with time zone not null default now(),
    PRIMARY KEY (name)
  )
    ;

  CREATE TABLE pgboss.subscription (
    event text not null,
    name text not null REFERENCES pgboss.queue ON DELETE CASCADE,
    created_on timestamp with time zone not null default now(),
    updated_on timestamp with time zone not null default now(),
    PRIMARY KEY(event, name)
  )
    ;

  CREATE TABLE pgboss.job (
    id uuid not null default gen_random_uuid(),
    name text not null,
    priority integer not null default(0),
    data jsonb,
    state pgboss.job_state not null default('created'),
    retry_limit integer not null default(2),
    retry_count integer not null default(0),
    retry_delay integer not null default(0),
    retry_backoff boolean not null default false,
    start_after timestamp with time zone not null default now(),
    started_on timestamp with time zone,
    singleton_key text,
    singleton_on timestamp without time zone,
    expire_in interval not null default interval '15 minutes',
    created_on timestamp with time zone not null default now(),
    completed_on timestamp with time zone,
    keep_until timestamp with time zone NOT NULL default now() + interval '14 days',
    output jsonb,
    dead_letter text,
    policy text
  ) PARTITION BY LIST (name)
    ;
  ALTER TABLE pgboss.job ADD PRIMARY KEY (name, id);
  CREATE TABLE pgboss.archive (LIKE pgboss.job);
  ALTER TABLE pgboss.archive ADD PRIMARY KEY (name, id);
  ALTER TABLE pgboss.archive ADD archived_on timestamptz NOT NULL DEFAULT now();
  CREATE INDEX archive_i1 ON pgboss.archive(archived_on);

  CREATE FUNCTION pgboss.create_queue(queue_name text, options json)
  RETURNS VOID AS
  $$
  DECLARE
    table_name varchar := 'j' || encode(sha224(queue_name::bytea), 'hex');
    queue_created_on timestamptz;
  BEGIN

    WITH q as (
    INSERT INTO pgboss.queue (
      name,
      policy,
      retry_limit,
      retry_delay,
      retry_backoff,
      expire_seconds,
      retention_minutes,
      dead_letter,
      partition_name
    )
    VALUES (
      queue_name,
      options->>'policy',
      (options->>'retryLimit')::int,
      (options->>'retryDelay')::int,
      (options->>'retryBackoff')::bool,
      (options->>'expireInSeconds')::int,
      (options->>'retentionMinutes')::int,
      options->>'deadLetter',
      table_name
    )
    ON CONFLICT DO NOTHING
    RETURNING created_on
    )
    SELECT created_on into queue_created_on from q;

    IF queue_created_on IS NULL THEN
      RETURN;
    END IF;

    EXECUTE format('CREATE TABLE pgboss.%I (LIKE pgboss.job INCLUDING DEFAULTS)', table_name);

    EXECUTE format('ALTER TABLE pgboss.%1$I ADD PRIMARY KEY (name, id)', table_name);
    EXECUTE format('ALTER TABLE pgboss.%1$I ADD CONSTRAINT q_fkey FOREIGN KEY (name) REFERENCES pgboss.queue (name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED', table_name);
    EXECUTE format('ALTER TABLE pgboss.%1$I ADD CONSTRAINT dlq_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue (name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED', table_name);
    EXECUTE format('CREATE UNIQUE INDEX %1$s_i1 ON pgboss.%1$I (name, COALESCE(singleton_key, '''')) WHERE state = ''created'' AND policy = ''short''', table_name);
    EXECUTE format('CREATE UNIQUE INDEX %1$s_i2 ON pgboss.%1$I (name, COALESCE(singleton_key, '''')) WHERE state = ''active'' AND policy = ''singleton''', table_name);
    EXECUTE format('CREATE UNIQUE INDEX %1$s_i3 ON pgboss.%1$I (name, state, COALESCE(singleton_key, '''')) WHERE state <= ''active'' AND policy = ''stately''', table_name);
    EXECUTE format('CREATE UNIQUE INDEX %1$s_i4 ON pgboss.%1$I (name, singleton_on, COALESCE(singleton_key, '''')) WHERE state <> ''cancelled'' AND singleton_on IS NOT NULL', table_name);
    EXECUTE format('CREATE INDEX %1$s_i5 ON pgboss.%1$I (name, start_after) INCLUDE (priority, created_on, id) WHERE state < ''active''', table_name);

    EXECUTE format('ALTER TABLE pgboss.%I ADD CONSTRAINT cjc CHECK (name=%L)', table_name, queue_name);
    EXECUTE format('ALTER TABLE pgboss.job ATTACH PARTITION pgboss.%I FOR VALUES IN (%L)', table_name, queue_name);
  END;
  $$
  LANGUAGE plpgsql;
    ;

  CREATE FUNCTION pgboss.delete_queue(queue_name text)
  RETURNS VOID AS
  $$
  DECLARE
    table_name varchar;
  BEGIN
    WITH deleted as (
      DELETE FROM pgboss.queue
      WHERE name = queue_name
      RETURNING partition_name
    )
    SELECT partition_name from deleted INTO table_name;

    EXECUTE format('DROP TABLE IF EXISTS pgboss.%I', table_name);
  END;
  $$
  LANGUAGE plpgsql;
    ;
  INSERT INTO pgboss.version(version) VALUES ('24');
`;

export class Migration20261214000000_payments_connect extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table payout_accounts (
      user_id int primary key references users(id) on delete cascade,
      account_id varchar(64) not null unique,
      state varchar(12) not null check (state in ('pending', 'enabled', 'restricted')),
      missing jsonb not null default '[]',
      updated_at timestamptz not null default now()
    );`);

    this.addSql(`create table payment_policies (
      share_id int primary key references shares(id) on delete cascade,
      cancellation varchar(10) not null check (cancellation in (${list(POLICIES)})),
      deposit_cents int not null default 0 check (deposit_cents between 0 and 1000000),
      updated_at timestamptz not null default now()
    );`);

    this.addSql(`create table booking_payments (
      booking_id int primary key references booking_requests(id) on delete cascade,
      pilot_id int not null references users(id) on delete cascade,
      owner_id int not null references users(id) on delete cascade,
      state varchar(16) not null check (state in (${list(PAYMENT_STATES)})),
      customer_id varchar(64) not null,
      payment_method_id varchar(64) not null,
      account_id varchar(64) not null,
      cancellation varchar(10) not null check (cancellation in (${list(POLICIES)})),
      deposit_cents int not null check (deposit_cents >= 0),
      fee_percent numeric(5,2) not null check (fee_percent between 0 and 100),
      expected_cents int not null check (expected_cents >= 0),
      hold_id varchar(64) null,
      hold_expires_at timestamptz null,
      pay_by timestamptz null,
      due_cents int null check (due_cents >= 0),
      next_step varchar(16) null check (next_step in (${list(MONEY_STEPS)})),
      next_step_at timestamptz null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint booking_payments_next_step check ((next_step is null) = (next_step_at is null))
    );`);
    // The sweep's question (what was due by now), the pilot's and the owner's lists, the back office's filter.
    this.addSql(`create index booking_payments_due on booking_payments (next_step_at) where next_step is not null;`);
    this.addSql(`create index booking_payments_pilot on booking_payments (pilot_id, created_at desc);`);
    this.addSql(`create index booking_payments_owner on booking_payments (owner_id, created_at desc);`);
    this.addSql(`create index booking_payments_state on booking_payments (state, created_at desc);`);
    this.addSql(`create index booking_payments_hold on booking_payments (hold_id) where hold_id is not null;`);

    this.addSql(`create table ledger_entries (
      id serial primary key,
      booking_id int not null references booking_payments(booking_id) on delete cascade,
      kind varchar(12) not null check (kind in (${list(LEDGER_KINDS)})),
      amount_cents int not null check (amount_cents > 0),
      provider_id varchar(64) null,
      moved_by varchar(10) not null check (moved_by in ('system', 'admin', 'provider')),
      note text not null default '',
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index ledger_entries_booking on ledger_entries (booking_id, id);`);
    this.addSql(`create unique index ledger_entries_provider_key on ledger_entries (kind, provider_id) where provider_id is not null;`);
    // A webhook names a provider object: which booking it belongs to.
    this.addSql(`create index ledger_entries_provider on ledger_entries (provider_id) where provider_id is not null;`);

    // The sandbox's Connect (adapters/payments/sandbox-connect.gateway.ts).
    this.addSql(`create table sandbox_connect_accounts (
      id varchar(64) primary key,
      user_id int null,
      email text not null,
      state varchar(12) not null check (state in ('pending', 'enabled', 'restricted')),
      missing jsonb not null default '[]',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create table sandbox_setup_intents (
      id varchar(64) primary key,
      customer_id varchar(64) not null,
      payment_method_id varchar(64) not null,
      status varchar(32) not null,
      usage varchar(12) not null default 'off_session',
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create table sandbox_payment_intents (
      id varchar(64) primary key,
      customer_id varchar(64) not null,
      payment_method_id varchar(64) not null,
      capture_method varchar(10) not null check (capture_method in ('manual', 'automatic')),
      amount int not null check (amount > 0),
      amount_capturable int not null default 0 check (amount_capturable >= 0),
      amount_received int not null default 0 check (amount_received >= 0),
      amount_refunded int not null default 0 check (amount_refunded >= 0),
      capture_before timestamptz null,
      status varchar(32) not null,
      transfer_group varchar(64) null,
      idempotency varchar(255) null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint sandbox_payment_intents_amounts check (amount_received + amount_capturable <= amount and amount_refunded <= amount_received)
    );`);
    this.addSql(`create table sandbox_refunds (
      id varchar(64) primary key,
      payment_intent_id varchar(64) not null references sandbox_payment_intents(id),
      amount int not null check (amount > 0),
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create table sandbox_transfers (
      id varchar(64) primary key,
      account_id varchar(64) not null references sandbox_connect_accounts(id),
      amount int not null check (amount > 0),
      amount_reversed int not null default 0 check (amount_reversed >= 0 and amount_reversed <= amount),
      transfer_group varchar(64) null,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index sandbox_transfers_account on sandbox_transfers (account_id, created_at);`);
    this.addSql(`create table sandbox_transfer_reversals (
      id varchar(64) primary key,
      transfer_id varchar(64) not null references sandbox_transfers(id),
      amount int not null check (amount > 0),
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create table sandbox_payouts (
      id varchar(64) primary key,
      account_id varchar(64) not null references sandbox_connect_accounts(id),
      transfer_id varchar(64) not null unique references sandbox_transfers(id),
      amount int not null check (amount > 0),
      arrival_date timestamptz not null,
      status varchar(12) not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index sandbox_payouts_account on sandbox_payouts (account_id, arrival_date desc);`);
    // A repeated idempotency key answers the first call's result (Stripe keeps them 24 hours; the sandbox keeps them).
    this.addSql(`create table sandbox_idempotency (
      key varchar(300) primary key,
      request text not null,
      response jsonb null,
      created_at timestamptz not null default now()
    );`);

    this.addSql(PG_BOSS_SCHEMA);
  }

  override async down(): Promise<void> {
    this.addSql(`drop schema if exists pgboss cascade;`);
    this.addSql(`drop table if exists sandbox_idempotency, sandbox_payouts, sandbox_transfer_reversals, sandbox_transfers, sandbox_refunds,
      sandbox_payment_intents, sandbox_setup_intents, sandbox_connect_accounts;`);
    this.addSql(`drop table if exists ledger_entries, booking_payments, payment_policies, payout_accounts;`);
  }
}
