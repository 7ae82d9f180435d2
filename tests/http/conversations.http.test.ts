import { Jimp } from 'jimp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../application/ports/security.js';
import { CONVERSATION_MESSAGES } from '../../domain/conversation/conversation-rules.js';
import { MESSAGES_PER_PAGE } from '../../domain/conversation/conversation-view.js';
import { PILOT_NOT_FOUND } from '../../application/accounts/read-pilot-profile.service.js';
import { LISTING_NOT_FOUND } from '../../application/shares/share-access.js';
import { type Agent, listTestPlane, signUpActor, sqlOf } from '../support/http-actors.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

// Issue 16: conversations through HTTP, one example of each rule's wiring (the rules themselves, each once, are
// tests/unit/application/conversations.test.ts's; who may call each route is route-access.http.test.ts's): the
// mail throttle through the outbox, and what the database holds (two first messages racing, paging).

const START = new Date('2027-03-01T12:00:00Z');
let now = new Date(START);
const clock: Clock = { now: () => new Date(now) };

let t: TestApp;
let owner: Agent;
let pilot: Agent;
let stranger: Agent;
let ids: { owner: number; pilot: number; stranger: number };
let share: number;
let seq = 0;

const signUp = (subscribed = false) => signUpActor(t, `talker${++seq}`, `Talker${seq}`, subscribed ? (['listing'] as const) : []);

const sql = sqlOf(() => t);
const start = (agent: Agent | TestApp['request'], body: Record<string, unknown>) => agent.post('/api/conversations').set(V).send(body);
const send = (agent: Agent | TestApp['request'], id: number, text: unknown) => agent.post(`/api/conversations/${id}/messages`).set(V).send({ text });
const mailsTo = async (email: string) => sql<{ subject: string; text: string; html: string }>(`select subject, text, html from outbox where kind = 'conversation_message' and recipient = ? order by id`, [email]);
let ownerEmail: string;
let pilotEmail: string;

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  const png = await new Jimp({ width: 300, height: 200, color: 0x3366ccff }).getBuffer('image/png');
  const airportId = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
  const o = await signUp(true);
  const p = await signUp();
  const s = await signUp();
  owner = o.agent;
  pilot = p.agent;
  stranger = s.agent;
  ownerEmail = o.email;
  pilotEmail = p.email;
  ids = { owner: o.id, pilot: p.id, stranger: s.id };
  share = await listTestPlane(owner, { type: 'PRIVATE_OWNER_RENTAL', airportId, png, tailNumber: 'N401TK', title: 'Skyhawk for rent' });
}, 120_000);
afterAll(() => t?.close());
beforeEach(() => {
  now = new Date(now.getTime() + 60 * 60_000); // each test starts outside the last one's mail window
});

describe('POST /api/conversations', () => {
  it('starts the pilot\'s conversation with the listing\'s owner, and adds to it the second time', async () => {
    const res = await start(pilot, { shareId: share, text: '  Is it free on Friday? <b>https://example.com</b> ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.conversation).toMatchObject({
      share: { id: share, title: 'Skyhawk for rent' }, other: { id: ids.owner, name: expect.stringMatching(/^Pat Talker/) },
      unread: 0, blockedByMe: false, canSend: true, cannotSendReason: null,
      lastMessage: { text: 'Is it free on Friday? <b>https://example.com</b>', fromMe: true },
    });
    expect(res.body.items).toEqual([expect.objectContaining({ text: 'Is it free on Friday? <b>https://example.com</b>', fromMe: true, hidden: false, read: false, author: { id: ids.pilot, name: expect.any(String) } })]);
    expect(res.body.more).toBe(false);
    // Neither side's contact details travel with a conversation.
    expect(JSON.stringify(res.body)).not.toMatch(/@example\.com/);
    const again = await start(pilot, { shareId: share, text: 'And Saturday?' });
    expect(again.status).toBe(201);
    expect(again.body.conversation.id).toBe(res.body.conversation.id);
    expect(again.body.items.map((m: { text: string }) => m.text)).toEqual(['Is it free on Friday? <b>https://example.com</b>', 'And Saturday?']);
  });

  it('starts one with a person from his card, apart from the listing\'s', async () => {
    const listing = await start(stranger, { shareId: share, text: 'Hello about the plane' });
    const person = await start(stranger, { userId: ids.owner, text: 'Hello, are you an instructor too?' });
    expect(person.status).toBe(201);
    expect(person.body.conversation).toMatchObject({ share: null, other: { id: ids.owner } });
    expect(person.body.conversation.id).not.toBe(listing.body.conversation.id);
  });

  it('401 for visitors', async () => {
    expect((await start(t.request, { shareId: share, text: 'Hi' })).status).toBe(401);
  });

  // Each field's rule is held in tests/unit/application/conversations.test.ts; here the 400 carries them.
  it('400 per field', async () => {
    const fields = { shareId: [CONVERSATION_MESSAGES.shareIdInvalid], text: [CONVERSATION_MESSAGES.textRequired] };
    const before = await sql<{ n: string }>('select count(*) as n from messages');
    const res = await start(pilot, { shareId: 'x', text: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(fields);
    expect(res.body.errors).toEqual(Object.values(fields).flat());
    expect(await sql<{ n: string }>('select count(*) as n from messages')).toEqual(before);
  });

  it('400 with oneself (one\'s own listing; one\'s own card in the unit test)', async () => {
    const res = await start(owner, { shareId: share, text: 'Hi me' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([CONVERSATION_MESSAGES.withYourself]);
  });

  it('404 for a listing or a person that does not exist', async () => {
    expect((await start(pilot, { shareId: 99_999_999, text: 'Hi' })).body).toMatchObject({ errors: [LISTING_NOT_FOUND] });
    const res = await start(pilot, { userId: 99_999_999, text: 'Hi' });
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual([PILOT_NOT_FOUND]);
  });

  it('two first messages at once make one conversation', async () => {
    const racer = await signUp();
    const [a, b] = await Promise.all([start(racer.agent, { shareId: share, text: 'First' }), start(racer.agent, { shareId: share, text: 'Second' })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.conversation.id).toBe(b.body.conversation.id);
    const rows = await sql<{ id: number }>('select id from conversations where started_by = ? or other_user = ?', [racer.id, racer.id]);
    expect(rows).toHaveLength(1);
    const texts = (await racer.agent.get(`/api/conversations/${rows[0]!.id}/messages`).set(V)).body.items.map((m: { text: string }) => m.text);
    expect(texts.sort()).toEqual(['First', 'Second']);
  });
});

describe('reading: GET /api/conversations, /unread and /:id/messages', () => {
  it('counts the other side\'s new messages until they are shown, per conversation and in total', async () => {
    const reader = await signUp();
    const c = (await start(reader.agent, { shareId: share, text: 'One' })).body.conversation.id;
    await send(reader.agent, c, 'Two');
    const unreadBefore = (await owner.get('/api/conversations/unread').set(V)).body.unread;
    const list = await owner.get('/api/conversations').set(V);
    expect(list.status).toBe(200);
    expect(list.body.unread).toBe(unreadBefore);
    const row = list.body.items.find((i: { id: number }) => i.id === c);
    expect(row).toMatchObject({ unread: 2, other: { id: reader.id }, lastMessage: { text: 'Two', fromMe: false } });
    expect(list.body.items[0].id).toBe(c); // newest activity first
    expect(JSON.stringify(list.body)).not.toMatch(/@example\.com/);
    // The writer has read his own.
    expect((await reader.agent.get('/api/conversations').set(V)).body).toMatchObject({ unread: 0, items: [{ id: c, unread: 0 }] });

    const page = await owner.get(`/api/conversations/${c}/messages`).set(V);
    expect(page.status).toBe(200);
    expect(page.body.items.map((m: { text: string; fromMe: boolean }) => [m.text, m.fromMe])).toEqual([['One', false], ['Two', false]]);
    expect(page.body.conversation.unread).toBe(0);
    expect((await owner.get('/api/conversations/unread').set(V)).body.unread).toBe(unreadBefore - 2);
    // The writer now sees them read.
    const mine = await reader.agent.get(`/api/conversations/${c}/messages`).set(V);
    expect(mine.body.items.map((m: { read: boolean }) => m.read)).toEqual([true, true]);
  });

  it('pages older messages with ?before=', async () => {
    const talker = await signUp();
    const c = (await start(talker.agent, { userId: ids.stranger, text: 'm0' })).body.conversation.id;
    // The rest in one statement (sending them one by one is the unit test's): m1 to m52, in order.
    const written = await sql<{ id: string }>(
      `insert into messages (conversation_id, author_id, text, created_at)
       select ?, ?, 'm' || i, now() from generate_series(1, ?) i order by i returning id`, [c, talker.id, MESSAGES_PER_PAGE + 2]);
    expect(written).toHaveLength(MESSAGES_PER_PAGE + 2);
    const first = await stranger.get(`/api/conversations/${c}/messages`).set(V);
    expect(first.body.items).toHaveLength(MESSAGES_PER_PAGE);
    expect(first.body.more).toBe(true);
    expect(first.body.items.at(-1).text).toBe(`m${MESSAGES_PER_PAGE + 2}`);
    const older = await stranger.get(`/api/conversations/${c}/messages?before=${first.body.items[0].id}`).set(V);
    expect(older.body.items.map((m: { text: string }) => m.text)).toEqual(['m0', 'm1', 'm2']);
    expect(older.body.more).toBe(false);
    expect((await stranger.get(`/api/conversations/${c}/messages?before=abc`).set(V)).status).toBe(400);
  });

  // Who may call each route (401 visitors, 404 anyone but the two, staff included) is route-access.http.test.ts's.
  it('404 for anyone not one of the two', async () => {
    const c = (await start(pilot, { shareId: share, text: 'Private' })).body.conversation.id;
    const res = await stranger.get(`/api/conversations/${c}/messages`).set(V);
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual([CONVERSATION_MESSAGES.notFound]);
    expect((await pilot.get('/api/conversations/99999999/messages').set(V)).status).toBe(404);
    expect((await pilot.get('/api/conversations/abc/messages').set(V)).status).toBe(400);
  });
});

describe('POST /api/conversations/:id/messages', () => {
  it('adds the member\'s message (201) and refuses an empty text on its field', async () => {
    const c = (await start(pilot, { shareId: share, text: 'Hello' })).body.conversation.id;
    const res = await send(owner, c, ' Hi back ');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ conversationId: c, text: 'Hi back', fromMe: true, hidden: false, author: { id: ids.owner } });
    expect((await send(owner, c, '   ')).body).toMatchObject({ fields: { text: [CONVERSATION_MESSAGES.textRequired] } });
  });
});

describe('blocking', () => {
  it('refuses the blocked side\'s messages and new conversations (403 with the reason) until unblocked', async () => {
    const blocker = await signUp();
    const blocked = await signUp();
    const c = (await start(blocked.agent, { userId: blocker.id, text: 'Hello' })).body.conversation.id;
    const res = await blocker.agent.post(`/api/conversations/${c}/block`).set(V);
    expect(res.status).toBe(200);
    const blockedName = `Pat Talker${seq}`;
    const blockerName = `Pat Talker${seq - 1}`;
    expect(res.body).toMatchObject({ id: c, blockedByMe: true, canSend: false, cannotSendReason: `You blocked ${blockedName}. Unblock to send messages again.` });

    const refused = await send(blocked.agent, c, 'Why?');
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([`${blockerName} is not taking messages from you.`]);
    // Not through another conversation either.
    expect((await start(blocked.agent, { userId: blocker.id, text: 'Again' })).status).toBe(403);
    const seen = (await blocked.agent.get(`/api/conversations/${c}/messages`).set(V)).body.conversation;
    expect(seen).toMatchObject({ blockedByMe: false, canSend: false, cannotSendReason: `${blockerName} is not taking messages from you.` });

    const lifted = await blocker.agent.delete(`/api/conversations/${c}/block`).set(V);
    expect(lifted.body).toMatchObject({ blockedByMe: false, canSend: true, cannotSendReason: null });
    expect((await send(blocked.agent, c, 'Thanks')).status).toBe(201);
  });
});

describe('the message mail', () => {
  it('mails the other side at most once per conversation in 15 minutes, through the outbox, with a link and no address', async () => {
    const writer = await signUp();
    const c = (await start(writer.agent, { shareId: share, text: 'First' })).body.conversation.id;
    const before = (await mailsTo(ownerEmail)).length;
    now = new Date(now.getTime() + 5 * 60_000);
    expect((await send(writer.agent, c, 'Second, within 15 minutes')).status).toBe(201);
    expect(await mailsTo(ownerEmail)).toHaveLength(before);
    const mails = await sql<{ text: string; subject: string }>(`select text, subject from outbox where kind = 'conversation_message' and recipient = ? order by id desc limit 1`, [ownerEmail]);
    expect(mails[0]!.subject).toMatch(/^New message from Pat Talker/);
    expect(mails[0]!.text).toContain(`/messages/${c}`);
    expect(mails[0]!.text).toContain('Skyhawk for rent');
    expect(mails[0]!.text).not.toMatch(/@example\.com/);
    expect(mails[0]!.text).not.toContain('Second');

    // The answer mails the writer (his own window).
    expect((await send(owner, c, 'Answer')).status).toBe(201);
    expect(await mailsTo(writer.email)).toHaveLength(1);

    now = new Date(now.getTime() + 15 * 60_000);
    expect((await send(writer.agent, c, 'Third, 15 minutes later')).status).toBe(201);
    expect(await mailsTo(ownerEmail)).toHaveLength(before + 1);
  });

  it('one mail when two messages arrive at once', async () => {
    const writer = await signUp();
    const c = (await start(writer.agent, { userId: ids.pilot, text: 'First' })).body.conversation.id;
    const before = (await mailsTo(pilotEmail)).length;
    expect(before).toBeGreaterThan(0);
    now = new Date(now.getTime() + 20 * 60_000);
    const both = await Promise.all([send(writer.agent, c, 'A'), send(writer.agent, c, 'B')]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(await mailsTo(pilotEmail)).toHaveLength(before + 1);
  });
});
