import { describe, expect, it } from 'vitest';
import { AuditedChange } from '../../../application/admin/audited-change.service.js';
import { DeleteUser } from '../../../application/admin/delete-user.service.js';
import { SaveBlogPost } from '../../../application/admin/save-blog-post.service.js';
import { UpdateUserFlags } from '../../../application/admin/update-user-flags.service.js';
import type { DeleteAccount } from '../../../application/accounts/delete-account.service.js';
import type { AuditLog, NewAuditEntry } from '../../../application/ports/audit-log.js';
import type { BlogPostRepository } from '../../../application/ports/blog-post.repository.js';
import type { UnitOfWork } from '../../../application/ports/unit-of-work.js';
import { FakeClock, InMemoryAirportRepository, InMemoryUserRepository } from '../../../application/testing/in-memory-ports.js';
import { BLOG_MESSAGES, slugify, type BlogPost, type BlogPostFields } from '../../../domain/blog/blog-post.js';
import type { User } from '../../../domain/user/user.js';

/** Runs work "in a transaction": records whether it committed or rolled back. */
class RecordingUnitOfWork implements UnitOfWork {
  readonly outcomes: ('commit' | 'rollback')[] = [];
  async run<T>(work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      this.outcomes.push('commit');
      return result;
    } catch (e) {
      this.outcomes.push('rollback');
      throw e;
    }
  }
  async afterCommit(task: () => Promise<void>) {
    await task();
  }
}

class MemoryAuditLog implements AuditLog {
  readonly entries: NewAuditEntry[] = [];
  failing = false;
  async record(entry: NewAuditEntry) {
    if (this.failing) throw new Error('disk full');
    this.entries.push(entry);
  }
  async findById() {
    return null;
  }
  async list() {
    return { items: [], total: 0 };
  }
}

class MemoryBlogPosts implements BlogPostRepository {
  readonly rows: BlogPost[] = [];
  async create(authorId: number, f: BlogPostFields) {
    const post: BlogPost = { ...f, id: this.rows.length + 1, authorId, authorUsername: null, createdAt: new Date(), updatedAt: new Date() };
    this.rows.push(post);
    return post;
  }
  async update(id: number, f: BlogPostFields) {
    const post = this.rows.find((p) => p.id === id)!;
    Object.assign(post, f);
    return { ...post };
  }
  async delete() {}
  async findById(id: number) {
    const post = this.rows.find((p) => p.id === id);
    return post ? { ...post } : null;
  }
  async slugTaken(slug: string, exceptId?: number) {
    return this.rows.some((p) => p.slug === slug && p.id !== exceptId);
  }
  async list() {
    return { items: this.rows, total: this.rows.length };
  }
  async listPublished() {
    return { items: [], total: 0 };
  }
  async findPublishedBySlug() {
    return null;
  }
}

const actor = { id: 1, username: 'boss' };

describe('AuditedChange', () => {
  it('writes the entry with the change, in one unit of work', async () => {
    const uow = new RecordingUnitOfWork();
    const log = new MemoryAuditLog();
    const result = await new AuditedChange(uow, log).execute(actor, { action: 'update', resource: 'shares' }, async () => ({
      result: 'done', recordId: '7', before: { isActive: true }, after: { isActive: false },
    }));
    expect(result).toBe('done');
    expect(log.entries).toEqual([{ actor, action: 'update', resource: 'shares', recordId: '7', before: { isActive: true }, after: { isActive: false } }]);
    expect(uow.outcomes).toEqual(['commit']);
  });

  it('writes no entry for an update that changed nothing (a form saved unchanged: issue 34, point 23)', async () => {
    const log = new MemoryAuditLog();
    const changes = new AuditedChange(new RecordingUnitOfWork(), log);
    const same = { state: 'approved', at: new Date('2027-03-14T13:00:00Z') };
    expect(await changes.execute(actor, { action: 'update', resource: 'bookings' }, async () => ({ result: 'kept', recordId: '7', before: same, after: { ...same } }))).toBe('kept');
    expect(log.entries).toEqual([]);
    await changes.execute(actor, { action: 'update', resource: 'bookings' }, async () => ({ result: 'done', recordId: '7', before: same, after: { ...same, state: 'cancelled' } }));
    expect(log.entries).toHaveLength(1);
  });

  it('rolls the change back when its entry cannot be written, and writes none for a failed change', async () => {
    const uow = new RecordingUnitOfWork();
    const log = new MemoryAuditLog();
    const changes = new AuditedChange(uow, log);
    log.failing = true;
    await expect(changes.execute(actor, { action: 'delete', resource: 'users' }, async () => ({ result: 1, recordId: '1', before: {}, after: null }))).rejects.toThrow('disk full');
    log.failing = false;
    await expect(changes.execute(actor, { action: 'delete', resource: 'users' }, async () => {
      throw new Error('refused');
    })).rejects.toThrow('refused');
    expect(uow.outcomes).toEqual(['rollback', 'rollback']);
    expect(log.entries).toEqual([]);
  });
});

describe('SaveBlogPost', () => {
  const author = { id: 3 } as User;
  const setup = () => {
    const posts = new MemoryBlogPosts();
    const clock = new FakeClock();
    const save = new SaveBlogPost(posts, { sanitize: (html) => html.replace(/<script>.*?<\/script>/g, '') }, clock);
    return { posts, clock, save };
  };

  it('makes the slug from the title, numbering it when taken; a typed slug that is taken is a conflict', async () => {
    const { save } = setup();
    expect(slugify('Ünter  the Wing: 2026 — Édition!')).toBe('unter-the-wing-2026-edition');
    expect((await save.execute(author, { title: 'Hello Pilots' })).slug).toBe('hello-pilots');
    expect((await save.execute(author, { title: 'Hello, pilots!' })).slug).toBe('hello-pilots-2');
    expect((await save.execute(author, { title: 'Hello pilots', slug: '' })).slug).toBe('hello-pilots-3');
    await expect(save.execute(author, { title: 'Other', slug: 'hello-pilots' })).rejects.toMatchObject({ code: 'conflict', message: BLOG_MESSAGES.slugTaken });
  });

  it('sanitises the HTML, publishes now without a date, keeps on edit what is not sent', async () => {
    const { save, clock } = setup();
    const post = await save.execute(author, { title: 'News', content: '<p>Hi</p><script>x()</script>', status: 'published' });
    expect(post).toMatchObject({ content: '<p>Hi</p>', status: 'published', publishedAt: clock.now(), authorId: 3 });
    const edited = await save.execute(author, { excerpt: 'Short' }, post.id);
    expect(edited).toMatchObject({ title: 'News', slug: 'news', content: '<p>Hi</p>', excerpt: 'Short', publishedAt: clock.now() });
    const draft = await save.execute(author, { status: 'draft', publishedAt: null }, post.id);
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null });
    await expect(save.execute(author, { title: 'x' }, 999)).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('UpdateUserFlags and DeleteUser', () => {
  const setup = async () => {
    const users = new InMemoryUserRepository(new InMemoryAirportRepository(), new FakeClock());
    const base = { firstname: '', lastname: '', provider: 'local' as const, providerId: null, passwordHash: null, avatar: null, airportId: null, isDiscoverable: true, bio: '' };
    const boss = await users.create({ ...base, username: 'boss', email: 'boss@example.com', isAdmin: true });
    const pilot = await users.create({ ...base, username: 'pilot', email: 'pilot@example.com' });
    const flags: { id: number; flags: object }[] = [];
    const update = new UpdateUserFlags(users, { setFlags: async (id, f) => void flags.push({ id, flags: f }) });
    const deleted: number[] = [];
    const remove = new DeleteUser(users, { execute: async (u: User) => void deleted.push(u.id) } as unknown as DeleteAccount);
    return { boss, pilot, update, remove, flags, deleted };
  };

  it('changes only what differs, refuses wrong types and dropping one\'s own admin role', async () => {
    const { boss, pilot, update, flags } = await setup();
    await update.execute(boss, pilot.id, { isAdmin: false, isDiscoverable: false });
    expect(flags).toEqual([{ id: pilot.id, flags: { isDiscoverable: false } }]);
    await expect(update.execute(boss, pilot.id, { isAdmin: 'true' })).rejects.toMatchObject({ code: 'validation_failed', errors: ['isAdmin must be true or false'] });
    await expect(update.execute(boss, boss.id, { isAdmin: false })).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(update.execute(pilot, boss.id, { isAdmin: false })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(update.execute(boss, 999, { isAdmin: true })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('deletes another account through DeleteAccount, never one\'s own', async () => {
    const { boss, pilot, remove, deleted } = await setup();
    expect((await remove.execute(boss, pilot.id)).username).toBe('pilot');
    expect(deleted).toEqual([pilot.id]);
    await expect(remove.execute(boss, boss.id)).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(remove.execute(pilot, boss.id)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(remove.execute(boss, 999)).rejects.toMatchObject({ code: 'not_found' });
    expect(deleted).toEqual([pilot.id]);
  });
});
