import { Migration } from '@mikro-orm/migrations';

/**
 * Payments: each user's customer id and subscriptions as the provider reports them, processed provider
 * event ids, and the local sandbox's own records (customers, cards, subscriptions, promotion codes).
 */
export class Migration20261121010000_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users add column payment_customer_id varchar(255) null;`);
    this.addSql(`create unique index users_payment_customer_key on users (payment_customer_id) where payment_customer_id is not null;`);

    this.addSql(`create table subscriptions (
      id varchar(255) primary key,
      user_id int not null references users(id) on delete cascade,
      price_id varchar(255) not null,
      status varchar(20) not null,
      current_period_end timestamptz not null,
      cancel_at_period_end boolean not null default false,
      trial_end timestamptz null,
      discount_name varchar(100) null,
      discount_percent_off numeric(5,2) null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create index subscriptions_user_idx on subscriptions (user_id);`);

    this.addSql(`create table payment_events (
      id varchar(255) primary key,
      received_at timestamptz not null default now()
    );`);

    this.addSql(`create table promotion_codes (
      id serial primary key,
      code varchar(40) not null,
      percent_off int not null check (percent_off between 1 and 100),
      expires_at timestamptz null,
      active boolean not null default true,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create unique index promotion_codes_code_key on promotion_codes (upper(code));`);

    this.addSql(`create table sandbox_customers (
      id varchar(64) primary key,
      user_id int null,
      email text not null,
      name text not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create table sandbox_payment_methods (
      id varchar(64) primary key,
      brand varchar(20) not null,
      last4 varchar(4) not null,
      exp_month int not null,
      exp_year int not null,
      outcome varchar(10) not null check (outcome in ('succeed', 'decline')),
      customer_id varchar(64) null references sandbox_customers(id) on delete cascade,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create table sandbox_subscriptions (
      id varchar(64) primary key,
      customer_id varchar(64) not null references sandbox_customers(id) on delete cascade,
      price_id varchar(255) not null,
      payment_method_id varchar(64) not null,
      status varchar(20) not null,
      current_period_start timestamptz not null,
      current_period_end timestamptz not null,
      cancel_at_period_end boolean not null default false,
      trial_end timestamptz null,
      discount_name varchar(100) null,
      discount_percent_off numeric(5,2) null,
      created_at timestamptz not null default now(),
      ended_at timestamptz null
    );`);
    this.addSql(`create index sandbox_subscriptions_customer_idx on sandbox_subscriptions (customer_id);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists sandbox_subscriptions, sandbox_payment_methods, sandbox_customers, promotion_codes, payment_events, subscriptions;`);
    this.addSql(`alter table users drop column if exists payment_customer_id;`);
  }
}
