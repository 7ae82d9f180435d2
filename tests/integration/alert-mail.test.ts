import type { MikroORM } from '@mikro-orm/postgresql';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMailer } from '../../adapters/mail/outbox-mailer.js';
import { SmtpMailer } from '../../adapters/mail/smtp-mailer.js';
import { MikroOrmOutboxRepository } from '../../adapters/persistence/mikro-orm-outbox.repository.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { HmacUnsubscribeTokens } from '../../adapters/security/hmac-unsubscribe-tokens.js';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail.js';
import { createTestDatabase } from '../support/test-database.js';

/** A real SMTP server on a loopback port that keeps the raw messages, and refuses while `refusing`. */
async function startSmtp() {
  const received: string[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refusing) callback(Object.assign(new Error('4.3.2 Try again later'), { responseCode: 451 }));
      else callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const alertMail = (key: string): OutgoingMail => ({
  to: 'harriet@example.com',
  kind: 'new_listing_alert',
  subject: 'New listing at LOU - Bowman Field: Skyhawk for rent',
  text: 'A plane was just listed. Stop alerts: https://wingshare.example/api/alerts/unsubscribe?token=1.2.abc',
  headers: {
    'List-Unsubscribe': '<https://wingshare.example/api/alerts/unsubscribe?token=1.2.abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
  idempotencyKey: key,
});

let orm: MikroORM;
let drop: () => Promise<void>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let transport: SmtpMailer;

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  orm = await openDatabase(db.url, { poolMax: 4 });
  smtp = await startSmtp();
  transport = new SmtpMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'Wingshare <no-reply@wingshare.example>' });
});
afterAll(async () => {
  transport?.close();
  await smtp?.close();
  await orm?.close();
  await drop?.();
});

describe('alert mail through SMTP', () => {
  it('carries the RFC 8058 one-click headers and a Message-ID derived from the idempotency key', async () => {
    await transport.send(alertMail('new_listing-1-2-0b8f'));
    const raw = smtp.received.at(-1)!.replace(/\r?\n[ \t]+/g, ' '); // headers unfolded
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/wingshare\.example\/api\/alerts\/unsubscribe\?token=1\.2\.abc>\r?$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(raw).toMatch(/^Message-ID: <new_listing-1-2-0b8f@wingshare\.example>\r?$/m);
  });

  it('the outbox mailer sends a key once: a retry after SMTP took it is not sent again', async () => {
    const mailer = new OutboxMailer(new MikroOrmOutboxRepository(orm), () => undefined, transport);
    const before = smtp.received.length;
    await mailer.send(alertMail('new_listing-3-4-aaaa'));
    await mailer.send(alertMail('new_listing-3-4-aaaa'));
    expect(smtp.received.length).toBe(before + 1);
    const rows = await orm.em.fork().execute<{ status: string }[]>(`select status from outbox where idempotency_key = 'new_listing-3-4-aaaa'`);
    expect(rows).toEqual([{ status: 'sent' }]);
  });

  it('a failed send is recorded, and the retry that works replaces the record', async () => {
    const mailer = new OutboxMailer(new MikroOrmOutboxRepository(orm), () => undefined, transport);
    const before = smtp.received.length;
    smtp.state.refusing = true;
    const failing = mailer.send(alertMail('new_listing-5-6-bbbb'));
    await expect(failing).rejects.toMatchObject({ code: 'unavailable' });
    await expect(failing).rejects.toHaveProperty('cause.message', expect.stringMatching(/451/));
    const key = `select status, error from outbox where idempotency_key = 'new_listing-5-6-bbbb'`;
    expect(await orm.em.fork().execute(key)).toEqual([{ status: 'failed', error: expect.stringMatching(/451/) }]);

    smtp.state.refusing = false;
    await mailer.send(alertMail('new_listing-5-6-bbbb'));
    await mailer.send(alertMail('new_listing-5-6-bbbb'));
    expect(smtp.received.length).toBe(before + 1);
    expect(await orm.em.fork().execute(key)).toEqual([{ status: 'sent', error: null }]);
  });

  it('without SMTP, the outbox table keeps one row per key even when two sends race', async () => {
    const mailer = new OutboxMailer(new MikroOrmOutboxRepository(orm), () => undefined);
    await Promise.all([1, 2, 3].map(() => mailer.send(alertMail('new_listing-7-8-cccc'))));
    const rows = await orm.em.fork().execute(`select status from outbox where idempotency_key = 'new_listing-7-8-cccc'`);
    expect(rows).toEqual([{ status: 'logged' }]);
  });
});

describe('HmacUnsubscribeTokens', () => {
  const tokens = new HmacUnsubscribeTokens('a-test-key');

  it('reads back the user and airport of its own tokens', () => {
    const token = tokens.issue(12, 345);
    expect(token).toMatch(/^12\.345\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.read(token)).toEqual({ userId: 12, airportId: 345, purpose: 'airport' });
  });

  it('refuses altered tokens, other keys and things that are not tokens', () => {
    const token = tokens.issue(12, 345);
    const sig = token.split('.')[2]!;
    const variants = [
      `13.345.${sig}`,
      `12.346.${sig}`,
      ...['A', 'B', 'Q', 'g', 'w', '-'].map((c) => `12.345.${sig.slice(0, -1)}${c}`).filter((t) => t !== token),
      new HmacUnsubscribeTokens('another-key').issue(12, 345),
      token.slice(0, -1),
      `${token}x`,
      '012.345.' + sig,
      '',
      '1.2',
    ];
    for (const bad of variants) expect(tokens.read(bad)).toBeNull();
  });
});
