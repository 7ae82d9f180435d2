import { Migration } from '@mikro-orm/migrations';

/** Back office: blog posts written in the console, messages from the contact form, and the admin audit trail. */
export class Migration20261122000000_back_office extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table blog_posts (
      id serial primary key,
      title varchar(200) not null,
      slug varchar(200) not null,
      content text not null default '',
      excerpt varchar(1000) not null default '',
      featured_image_url varchar(2000) null,
      seo_title varchar(200) not null default '',
      seo_description varchar(500) not null default '',
      status varchar(16) not null default 'draft' check (status in ('draft', 'published')),
      published_at timestamptz null,
      author_id int null references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (status = 'draft' or published_at is not null)
    );`);
    this.addSql(`create unique index blog_posts_slug_key on blog_posts (slug);`);
    // The public blog pages read published posts newest first.
    this.addSql(`create index blog_posts_published_idx on blog_posts (published_at desc, id desc) where status = 'published';`);
    this.addSql(`create index blog_posts_author_idx on blog_posts (author_id);`);

    this.addSql(`create table contact_messages (
      id serial primary key,
      name varchar(200) not null,
      email varchar(254) not null,
      phone varchar(40) not null default '',
      reason varchar(5000) not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index contact_messages_created_idx on contact_messages (created_at desc);`);

    // actor_username is copied: the entry still says who acted after that account is deleted.
    this.addSql(`create table admin_audit_log (
      id bigserial primary key,
      actor_id int null references users(id) on delete set null,
      actor_username varchar(40) not null,
      action varchar(16) not null check (action in ('create', 'update', 'delete', 'export')),
      resource varchar(40) not null,
      record_id varchar(255) null,
      before jsonb null,
      after jsonb null,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create index admin_audit_log_created_idx on admin_audit_log (created_at desc, id desc);`);
    this.addSql(`create index admin_audit_log_record_idx on admin_audit_log (resource, record_id);`);
    this.addSql(`create index admin_audit_log_actor_idx on admin_audit_log (actor_id);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists admin_audit_log, contact_messages, blog_posts;`);
  }
}
