import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMailer } from '../../adapters/mail/outbox-mailer.js';
import { MikroOrmAirportRepository } from '../../adapters/persistence/mikro-orm-airport.repository.js';
import { MikroOrmOutboxRepository } from '../../adapters/persistence/mikro-orm-outbox.repository.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm-user.repository.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { PostgresPasswordResetTokens } from '../../adapters/persistence/postgres-password-reset.tokens.js';
import { PostgresSessionStore } from '../../adapters/persistence/postgres-session.store.js';
import type { NewUser } from '../../application/ports/user.repository.js';
import { createTestDatabase } from '../support/test-database.js';

let orm: MikroORM;
let drop: () => Promise<void>;
const scoped = <T>(fn: () => Promise<T>) => RequestContext.create(orm.em, fn);

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  orm = await openDatabase(db.url, { poolMax: 12 });
});
afterAll(async () => {
  await orm?.close();
  await drop?.();
});

const newUser = (n: string, extra: Partial<NewUser> = {}): NewUser => ({
  username: n, email: `${n.toLowerCase()}@example.com`, firstname: 'A', lastname: 'B', provider: 'local', providerId: null,
  passwordHash: 'h', avatar: null, airportId: null, isDiscoverable: true, bio: '', ...extra,
});

describe('MikroOrmUserRepository', () => {
  it('round-trips a user with airport, credentials and favourites', () =>
    scoped(async () => {
      const users = new MikroOrmUserRepository(orm);
      const airports = new MikroOrmAirportRepository(orm);
      const [lou] = await airports.search('LOU', 1);
      const created = await users.create(newUser('roundtrip', { airportId: lou!.id }));
      await users.update(created.id, { credentials: ['Private', 'ATP'], totalHours: '3000+', bio: 'hi' });
      await users.followAirport(created.id, lou!.id);
      const found = await users.findByLogin('ROUNDTRIP');
      expect(found).toMatchObject({
        username: 'roundtrip', credentials: ['Private', 'ATP'], totalHours: '3000+', bio: 'hi',
        airport: { locationId: 'LOU' }, favoriteAirports: [{ locationId: 'LOU' }],
      });
    }));

  it('lets exactly one of two racing sign-ups for a username win', () =>
    scoped(async () => {
      const users = new MikroOrmUserRepository(orm);
      const results = await Promise.allSettled([
        users.create(newUser('Racer', { email: 'r1@example.com' })),
        users.create(newUser('racer', { email: 'r2@example.com' })),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toMatchObject({ code: 'conflict', message: 'user already exists' });
    }));

  it('cascades favourites and sessions when a user is deleted', () =>
    scoped(async () => {
      const users = new MikroOrmUserRepository(orm);
      const sessions = new PostgresSessionStore(orm);
      const u = await users.create(newUser('leaving'));
      await users.followAirport(u.id, 1);
      const token = await sessions.create(u.id);
      await users.delete(u.id);
      expect(await sessions.resolve(token)).toBeNull();
      const [{ count }] = await orm.em.execute('select count(*)::int as count from user_favorite_airports where user_id = ?', [u.id]);
      expect(count).toBe(0);
    }));
});

describe('MikroOrmAirportRepository', () => {
  it('puts the exact code first, with or without K', () =>
    scoped(async () => {
      const airports = new MikroOrmAirportRepository(orm);
      expect((await airports.search('KLOU', 5))[0]?.locationId).toBe('LOU');
      expect((await airports.search('lou', 5))[0]?.locationId).toBe('LOU');
    }));

  it('matches misspelt names by similarity', () =>
    scoped(async () => {
      const airports = new MikroOrmAirportRepository(orm);
      const codes = (await airports.search('Teterbor', 5)).map((a) => a.locationId);
      expect(codes).toContain('TEB');
    }));

  it('updates on re-import instead of duplicating', () =>
    scoped(async () => {
      const airports = new MikroOrmAirportRepository(orm);
      const before = await airports.count();
      await airports.upsertMany([{ locationId: 'LOU', facility: 'Bowman Field', city: 'Louisville', state: 'KY', lat: 38.228, long: -85.66 }]);
      expect(await airports.count()).toBe(before);
      expect((await airports.search('LOU', 1))[0]?.facility).toBe('Bowman Field');
    }));
});

describe('sessions and reset tokens', () => {
  it('stores only a hash of the session token', () =>
    scoped(async () => {
      const users = new MikroOrmUserRepository(orm);
      const sessions = new PostgresSessionStore(orm);
      const u = await users.create(newUser('hashy'));
      const token = await sessions.create(u.id);
      const rows = await orm.em.execute<{ token_hash: string }[]>('select token_hash from sessions where user_id = ?', [u.id]);
      expect(rows[0]!.token_hash).not.toContain(token);
      expect(await sessions.resolve(token)).toBe(u.id);
      expect(await sessions.resolve('x'.repeat(500))).toBeNull();
    }));

  it('lets one of two concurrent uses of a reset token win, and refuses expired ones', () =>
    scoped(async () => {
      const users = new MikroOrmUserRepository(orm);
      const tokens = new PostgresPasswordResetTokens(orm);
      const u = await users.create(newUser('resetter'));
      const now = new Date();
      const token = await tokens.issue(u.id, new Date(now.getTime() + 3600_000));
      const results = await Promise.all([tokens.consume(token, now), tokens.consume(token, now)]);
      expect(results.filter((r) => r === u.id)).toHaveLength(1);
      const old = await tokens.issue(u.id, new Date(now.getTime() - 1));
      expect(await tokens.consume(old, now)).toBeNull();
    }));
});

describe('OutboxMailer', () => {
  const mail = { to: 'a@example.com', subject: 'Hi', text: 'Body', kind: 'test' };

  it('writes the outbox and logs one line by default', () =>
    scoped(async () => {
      const lines: string[] = [];
      const outbox = new MikroOrmOutboxRepository(orm);
      await new OutboxMailer(outbox, (l) => lines.push(l)).send(mail);
      const { items } = await outbox.list({ sort: { field: 'id', order: 'DESC' }, offset: 0, limit: 1 });
      expect(items[0]).toMatchObject({ ...mail, status: 'logged' });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('a@example.com');
    }));

  it('records a failed SMTP delivery and answers "unavailable"', () =>
    scoped(async () => {
      const outbox = new MikroOrmOutboxRepository(orm);
      const failing = { send: async () => { throw new Error('550 mailbox unavailable'); } };
      await expect(new OutboxMailer(outbox, () => undefined, failing).send(mail)).rejects.toMatchObject({ code: 'unavailable' });
      const { items } = await outbox.list({ sort: { field: 'id', order: 'DESC' }, offset: 0, limit: 1 });
      expect(items[0]).toMatchObject({ status: 'failed', error: '550 mailbox unavailable' });
    }));
});
