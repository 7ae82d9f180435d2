import { Migration } from '@mikro-orm/migrations';

/**
 * Conversations, reviews, listing questions and reports (issue 16).
 *
 * - A conversation is between two users, about a listing (`share_id`) or not (started from a pilot's or a
 *   professional's card). One per pair of users and listing: the two unique indexes hold it when two first
 *   messages arrive at once. Each side's state (what it read, whether it blocked the other, when it was last
 *   mailed) is a row of `conversation_members`.
 * - A review belongs to an approved rental that has ended: one per booking and author. `visible_from` is when
 *   it may be shown: the booking's end plus 14 days, brought forward to the second review's time when both
 *   sides have written. Shown = visible_from <= now() and not hidden.
 * - Every text a user writes can be hidden by staff (`hidden_at`; an answer alone: `answer_hidden_at`), and
 *   reported (`reports`).
 * - A disabled account (`users.is_disabled`) cannot sign in or write.
 * - A user's email address is shown to others only when `users.email_public` (the profile's choice, off by
 *   default): otherwise conversations are how others reach him.
 */
export class Migration20261206000000_conversations_reviews extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users add column is_disabled boolean not null default false, add column email_public boolean not null default false;`);

    this.addSql(`create table conversations (
      id serial primary key,
      share_id int references shares(id) on delete cascade,
      started_by int not null references users(id) on delete cascade,
      other_user int not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      last_message_at timestamptz not null default now(),
      constraint conversations_two_people check (started_by <> other_user)
    );`);
    this.addSql(`create unique index conversations_pair_share on conversations
      (share_id, least(started_by, other_user), greatest(started_by, other_user)) where share_id is not null;`);
    this.addSql(`create unique index conversations_pair on conversations
      (least(started_by, other_user), greatest(started_by, other_user)) where share_id is null;`);

    this.addSql(`create table conversation_members (
      conversation_id int not null references conversations(id) on delete cascade,
      user_id int not null references users(id) on delete cascade,
      last_read_message_id bigint not null default 0,
      blocked_at timestamptz,
      last_mailed_at timestamptz,
      primary key (conversation_id, user_id)
    );`);
    // A user's conversation list, newest first, and the unread count in the menu.
    this.addSql(`create index conversation_members_user on conversation_members (user_id);`);

    this.addSql(`create table messages (
      id bigserial primary key,
      conversation_id int not null references conversations(id) on delete cascade,
      author_id int not null references users(id) on delete cascade,
      text text not null,
      created_at timestamptz not null default now(),
      hidden_at timestamptz
    );`);
    this.addSql(`create index messages_conversation on messages (conversation_id, id desc);`);

    this.addSql(`create table reviews (
      id serial primary key,
      booking_id int not null references booking_requests(id) on delete cascade,
      share_id int references shares(id) on delete set null,
      author_id int not null references users(id) on delete cascade,
      subject_id int not null references users(id) on delete cascade,
      author_role varchar(5) not null,
      stars smallint not null,
      text text not null,
      created_at timestamptz not null default now(),
      visible_from timestamptz not null,
      answer_text text,
      answered_at timestamptz,
      answer_hidden_at timestamptz,
      hidden_at timestamptz,
      constraint reviews_role check (author_role = 'pilot' or author_role = 'owner'),
      constraint reviews_stars check (stars between 1 and 5),
      constraint reviews_answer check ((answer_text is null) = (answered_at is null)),
      constraint reviews_once unique (booking_id, author_id)
    );`);
    this.addSql(`create index reviews_subject on reviews (subject_id, visible_from desc);`);
    this.addSql(`create index reviews_share on reviews (share_id, visible_from desc) where author_role = 'pilot';`);

    this.addSql(`create table share_questions (
      id serial primary key,
      share_id int not null references shares(id) on delete cascade,
      author_id int not null references users(id) on delete cascade,
      text text not null,
      created_at timestamptz not null default now(),
      answer_text text,
      answered_at timestamptz,
      answer_hidden_at timestamptz,
      hidden_at timestamptz,
      constraint share_questions_answer check ((answer_text is null) = (answered_at is null))
    );`);
    this.addSql(`create index share_questions_share on share_questions (share_id, created_at desc);`);

    this.addSql(`create table reports (
      id serial primary key,
      kind varchar(16) not null,
      item_id bigint not null,
      reporter_id int references users(id) on delete set null,
      author_id int references users(id) on delete set null,
      reason text not null,
      status varchar(10) not null default 'open',
      created_at timestamptz not null default now(),
      handled_at timestamptz,
      handled_by int references users(id) on delete set null,
      constraint reports_kind check (kind = 'message' or kind = 'review' or kind = 'reviewAnswer' or kind = 'question' or kind = 'questionAnswer'),
      constraint reports_status check (status = 'open' or status = 'hidden' or status = 'dismissed')
    );`);
    // One open report per reporter and item: reporting twice says it is already with staff.
    this.addSql(`create unique index reports_once on reports (kind, item_id, reporter_id) where status = 'open';`);
    this.addSql(`create index reports_status on reports (status, created_at desc);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists reports, share_questions, reviews, messages, conversation_members, conversations;');
    this.addSql('alter table users drop column is_disabled, drop column email_public;');
  }
}
