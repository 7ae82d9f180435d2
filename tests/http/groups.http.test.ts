import { RequestContext } from '@mikro-orm/core';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD_MEMBER_MESSAGES } from '../../application/groups/add-member.service.js';
import { CREATE_GROUP_MESSAGES } from '../../application/groups/create-group.service.js';
import { GROUP_ACCESS_MESSAGES } from '../../application/groups/group-access.js';
import { COST_MESSAGES } from '../../application/groups/new-member-cost.service.js';
import type { Clock } from '../../application/ports/security.js';
import { GROUP_MESSAGES } from '../../domain/group/group-input.js';
import { formatCentsExact } from '../../domain/money/cents.js';
import { listTestPlane, signInNewAdmin, signUpActor, type Actor, type Agent } from '../support/http-actors.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

// Issue 39 over HTTP on PostgreSQL: each /api/groups route signed out (401), with bad input (400 and its
// message), as a plain member changing things (403), as someone never a member (404), and its happy path;
// a month issued twice answers the same; the member's statement as PDF and CSV.

let now = new Date('2027-01-12T17:00:00Z');
const clock: Clock = { now: () => new Date(now) };

let t: TestApp;
let png: Buffer;
let airportId: number;
let owner: Actor;
let pilot: Actor;
let stranger: Agent;
let admin: Agent;
let tail = 300;
let groupId: number;
let shareId: number;

const shareListing = () =>
  listTestPlane(owner.agent, { type: 'PRIVATE_OWNER_SHARE_PURCHASE' as 'PRIVATE_OWNER_RENTAL', airportId, png, tailNumber: `N${++tail}GR`, title: 'Bonanza share' });
const RULES = { from: '2027-01-12', duesCents: 30_000, duesSplit: 'by_share', hourlyRateCents: 15_000, basis: 'hobbs', reservesPerHourCents: { engine: 1_500, propeller: 300 } };

function refusedWith(res: { status: number; body: { fields?: Record<string, string[]> } }, field: string, message: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.fields?.[field], JSON.stringify(res.body)).toContain(message);
}

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  png = await new Jimp({ width: 300, height: 200, color: 0x3366ccff }).getBuffer('image/png');
  airportId = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
  owner = await signUpActor(t, 'grpowner', 'Owner', ['listing']);
  pilot = await signUpActor(t, 'grppilot', 'Pilot');
  stranger = (await signUpActor(t, 'grpstranger', 'Stranger')).agent;
  admin = (await signInNewAdmin(t)).agent;
  shareId = await shareListing();
  const made = await owner.agent.post('/api/groups').set(V).send({ name: 'Bonanza partners', shareIds: [shareId] });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  groupId = made.body.id;
}, 120_000);
afterAll(() => t?.close());

describe('POST /api/groups, GET /api/groups and /api/groups/:id', () => {
  it('makes the caller the owner with a whole share; lists it; shows it to members only', async () => {
    const seen = await owner.agent.get(`/api/groups/${groupId}`).set(V);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ name: 'Bonanza partners', kind: 'partnership', createdOn: '2027-01-12', you: { role: 'owner', manager: true } });
    expect(seen.body.members).toEqual([expect.objectContaining({ userId: owner.id, sharePercent: 100 })]);
    expect(seen.body.aircraft).toEqual([expect.objectContaining({ shareId, tailNumber: expect.stringMatching(/GR$/), airportCode: 'LOU' })]);
    expect((await owner.agent.get('/api/groups').set(V)).body).toEqual([expect.objectContaining({ id: groupId, role: 'owner', balanceCents: 0 })]);
    expect((await t.request.get(`/api/groups/${groupId}`).set(V)).status).toBe(401);
    expect((await t.request.get('/api/groups').set(V)).status).toBe(401);
    for (const who of [stranger, admin]) expect((await who.get(`/api/groups/${groupId}`).set(V)).body.errors).toEqual([GROUP_ACCESS_MESSAGES.notFound]);
    expect((await owner.agent.get('/api/groups/abc').set(V)).body.errors).toEqual(['Group id must be a positive whole number']);
  });

  it('refuses bad input: not an object, no name, a listing of someone else, a listing in a group already', async () => {
    expect((await owner.agent.post('/api/groups').set(V).send([1])).status).toBe(400);
    refusedWith(await owner.agent.post('/api/groups').set(V).send({ name: '', shareIds: [shareId] }), 'name', GROUP_MESSAGES.nameNeeded);
    const theirs = await stranger.post('/api/groups').set(V).send({ name: 'Mine', shareIds: [shareId] });
    refusedWith(theirs, 'shareIds', CREATE_GROUP_MESSAGES.notYours(shareId));
    const again = await owner.agent.post('/api/groups').set(V).send({ name: 'Twice', shareIds: [shareId] });
    expect([again.status, again.body.errors]).toEqual([409, [CREATE_GROUP_MESSAGES.inAnotherGroup(shareId)]]);
    expect((await t.request.post('/api/groups').set(V).send({ name: 'X', shareIds: [shareId] })).status).toBe(401);
  });

  it('POST /api/groups/from-request/:bookingId: an approved request to join makes a group of the owner and the pilot', async () => {
    const listing = await shareListing();
    const asked = await pilot.agent.post(`/api/share/${listing}/requests`).set(V).send({ message: 'I fly 100 hours a year and would love a share.' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const early = await owner.agent.post(`/api/groups/from-request/${asked.body.id}`).set(V).send();
    expect(early.status, JSON.stringify(early.body)).toBe(409);
    expect((await owner.agent.post(`/api/requests/${asked.body.id}/approve`).set(V).send({})).status).toBe(200);
    expect((await owner.agent.get(`/api/requests/${asked.body.id}`).set(V)).body.group).toBeNull(); // no group yet
    expect((await stranger.post(`/api/groups/from-request/${asked.body.id}`).set(V).send()).status).toBe(404);
    expect((await owner.agent.post('/api/groups/from-request/x').set(V).send()).status).toBe(400);
    expect((await t.request.post(`/api/groups/from-request/${asked.body.id}`).set(V).send()).status).toBe(401);
    const made = await owner.agent.post(`/api/groups/from-request/${asked.body.id}`).set(V).send();
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.members.map((m: { userId: number; role: string }) => [m.userId, m.role])).toEqual([[owner.id, 'owner'], [pilot.id, 'member']]);
    // The request's card says so from now on (no button to press again after a reload).
    const card = await owner.agent.get(`/api/requests/${asked.body.id}`).set(V);
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    expect(card.body.group).toEqual({ id: made.body.id, name: made.body.name, pilotIsMember: true });
  });
});

describe('members, rules, expenses and payments', () => {
  it('adds a member (shares over 100 % refused), sets the rules; a plain member is refused (403)', async () => {
    refusedWith(await owner.agent.post(`/api/groups/${groupId}/members`).set(V).send({ userId: pilot.id, sharePercent: 50 }), 'sharePercent', GROUP_MESSAGES.sharesOver('150 %'));
    // The owner halves his whole share (PATCH): the next statement charges by it; a plain member or a stranger cannot.
    refusedWith(await owner.agent.patch(`/api/groups/${groupId}/members/${owner.id}`).set(V).send({ role: 'member' }), 'role', GROUP_MESSAGES.ownerRole);
    refusedWith(await owner.agent.patch(`/api/groups/${groupId}/members/${owner.id}`).set(V).send({ sharePercent: 100.5 }), 'sharePercent', GROUP_MESSAGES.sharePercent);
    refusedWith(await owner.agent.patch(`/api/groups/${groupId}/members/${owner.id}`).set(V).send({}), 'role', GROUP_MESSAGES.nothingToChange);
    expect((await owner.agent.patch(`/api/groups/${groupId}/members/${pilot.id}`).set(V).send({ sharePercent: 10 })).status).toBe(404);
    expect((await stranger.patch(`/api/groups/${groupId}/members/${owner.id}`).set(V).send({ sharePercent: 50 })).status).toBe(404);
    expect((await t.request.patch(`/api/groups/${groupId}/members/${owner.id}`).set(V).send({ sharePercent: 50 })).status).toBe(401);
    const halved = await owner.agent.patch(`/api/groups/${groupId}/members/${owner.id}`).set(V).send({ sharePercent: 50 });
    expect(halved.status, JSON.stringify(halved.body)).toBe(200);
    expect(halved.body.members.find((m: { userId: number }) => m.userId === owner.id)).toMatchObject({ role: 'owner', sharePercent: 50 });
    // By his email: an unknown one is refused beside `email` and changes nothing; his own finds his account.
    refusedWith(await owner.agent.post(`/api/groups/${groupId}/members`).set(V).send({ email: 'nobody-here@example.com', sharePercent: 50 }), 'email', ADD_MEMBER_MESSAGES.noSuchEmail);
    refusedWith(await owner.agent.post(`/api/groups/${groupId}/members`).set(V).send({ email: 'not an email', sharePercent: 50 }), 'email', 'Please enter a valid email address');
    const added = await owner.agent.post(`/api/groups/${groupId}/members`).set(V).send({ email: pilot.email.toUpperCase(), sharePercent: 50, since: '2027-01-12' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.members).toHaveLength(2);
    expect((await stranger.post(`/api/groups/${groupId}/members`).set(V).send({ userId: pilot.id })).status).toBe(404);
    expect((await t.request.post(`/api/groups/${groupId}/members`).set(V).send({})).status).toBe(401);
    // The pilot, a plain member, changes nobody's share; the owner makes him treasurer and back.
    expect((await pilot.agent.patch(`/api/groups/${groupId}/members/${pilot.id}`).set(V).send({ sharePercent: 60 })).status).toBe(403);
    refusedWith(await owner.agent.patch(`/api/groups/${groupId}/members/${pilot.id}`).set(V).send({ sharePercent: 60 }), 'sharePercent', GROUP_MESSAGES.sharesOver('110 %'));
    expect((await owner.agent.patch(`/api/groups/${groupId}/members/${pilot.id}`).set(V).send({ role: 'treasurer' })).body.members.find((m: { userId: number }) => m.userId === pilot.id).role).toBe('treasurer');
    expect((await owner.agent.patch(`/api/groups/${groupId}/members/${pilot.id}`).set(V).send({ role: 'member' })).status).toBe(200);
    const rules = await owner.agent.put(`/api/groups/${groupId}/rules`).set(V).send(RULES);
    expect(rules.status, JSON.stringify(rules.body)).toBe(200);
    expect(rules.body.rules).toEqual([expect.objectContaining({ from: '2027-01-12', duesCents: 30_000, wet: false })]);
    refusedWith(await owner.agent.put(`/api/groups/${groupId}/rules`).set(V).send({ ...RULES, from: '2026-12-01' }), 'from', GROUP_MESSAGES.beforeGroup('The date the rules apply from', 'January 12, 2027'));
    const plain = await pilot.agent.put(`/api/groups/${groupId}/rules`).set(V).send(RULES);
    expect([plain.status, plain.body.errors]).toEqual([403, [GROUP_ACCESS_MESSAGES.managersOnly('change the cost rules')]]);
  });

  it('records an expense with a receipt photo, served to members only; refuses a negative amount', async () => {
    now = new Date('2027-02-20T17:00:00Z');
    const body = { date: '2027-02-15', description: 'Annual inspection', amountCents: 240_000, split: 'by_share' };
    refusedWith(await owner.agent.post(`/api/groups/${groupId}/expenses`).set(V).send({ ...body, amountCents: -5 }), 'amountCents', GROUP_MESSAGES.expenseAmount);
    expect((await pilot.agent.post(`/api/groups/${groupId}/expenses`).set(V).send(body)).status).toBe(403);
    const res = await owner.agent.post(`/api/groups/${groupId}/expenses`).set(V).field('expense', JSON.stringify(body)).attach('receipt', png, { filename: 'r.png', contentType: 'image/png' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ description: 'Annual inspection', amountCents: 240_000, statementMonth: null, receiptUrl: `/api/groups/${groupId}/expenses/${res.body.id}/receipt` });
    const receipt = await pilot.agent.get(res.body.receiptUrl).set(V);
    expect([receipt.status, receipt.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await stranger.get(res.body.receiptUrl).set(V)).status).toBe(404);
  });

  it('a member records his own payment, not another\'s', async () => {
    const own = await pilot.agent.post(`/api/groups/${groupId}/payments`).set(V).send({ userId: pilot.id, amountCents: 10_000, date: '2027-02-20' });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body).toMatchObject({ userId: pilot.id, amountCents: 10_000, method: 'recorded', statementMonth: null });
    expect((await pilot.agent.post(`/api/groups/${groupId}/payments`).set(V).send({ userId: owner.id, amountCents: 1, date: '2027-02-20' })).status).toBe(403);
    refusedWith(await pilot.agent.post(`/api/groups/${groupId}/payments`).set(V).send({ userId: pilot.id, amountCents: 0 }), 'amountCents', GROUP_MESSAGES.paymentAmount);
    expect((await pilot.agent.post(`/api/groups/${groupId}/payments`).set(V).send('x')).status).toBe(400);
  });

  it('GET /api/groups/:id/cost: what a new member would pay; bad hours refused', async () => {
    const res = await pilot.agent.get(`/api/groups/${groupId}/cost?hours=100&sharePercent=25`).set(V);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ hoursPerYear: 100, sharePercent: 25, totalCents: expect.any(Number) });
    refusedWith(await pilot.agent.get(`/api/groups/${groupId}/cost?hours=lots`).set(V), 'hours', COST_MESSAGES.hours);
    expect((await stranger.get(`/api/groups/${groupId}/cost?hours=1`).set(V)).status).toBe(404);
  });
});

describe('statements', () => {
  it('issues January and February once (200 the second time), lists them by role, and serves the PDF and the CSV', async () => {
    now = new Date('2027-03-02T17:00:00Z');
    refusedWith(await owner.agent.post(`/api/groups/${groupId}/statements`).set(V).send({ month: '2027-03' }), 'month', GROUP_MESSAGES.monthNotOver('March 2027', 'April 1, 2027'));
    expect((await pilot.agent.post(`/api/groups/${groupId}/statements`).set(V).send({ month: '2027-02' })).status).toBe(403);
    const issued = await owner.agent.post(`/api/groups/${groupId}/statements`).set(V).send({ month: '2027-02' });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.members).toHaveLength(2);
    const again = await owner.agent.post(`/api/groups/${groupId}/statements`).set(V).send({ month: '2027-02' });
    expect([again.status, again.body]).toEqual([200, issued.body]);
    const page = await owner.agent.get(`/api/groups/${groupId}`).set(V);
    expect(page.body.statements.map((s: { month: string }) => s.month)).toEqual(['2027-02', '2027-01']);
    const mine = await pilot.agent.get(`/api/groups/${groupId}/statements?month=2027-02`).set(V);
    expect(mine.body.members.map((m: { userId: number }) => m.userId)).toEqual([pilot.id]);
    refusedWith(await pilot.agent.get(`/api/groups/${groupId}/statements?month=February`).set(V), 'month', 'Give the month as YYYY-MM, such as 2027-03.');
    expect((await stranger.get(`/api/groups/${groupId}/statements?month=2027-02`).set(V)).status).toBe(404);
    const id = mine.body.members[0].statementId as number;
    const pdf = await pilot.agent.get(`/api/groups/${groupId}/statements/${id}.pdf`).set(V).buffer(true);
    expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await pilot.agent.get(`/api/groups/${groupId}/statements/${id}.csv`).set(V);
    expect(csv.status).toBe(200);
    expect(csv.text.split('\r\n')[0]).toBe('group,month,member,kind,description,amount');
    const ownersId = issued.body.members.find((m: { userId: number }) => m.userId === owner.id).statementId;
    expect((await pilot.agent.get(`/api/groups/${groupId}/statements/${ownersId}.pdf`).set(V)).status).toBe(403);
    expect((await owner.agent.get(`/api/groups/${groupId}/statements/${id}.csv`).set(V)).status).toBe(200);
    expect((await owner.agent.get(`/api/groups/${groupId}/statements/abc.pdf`).set(V)).status).toBe(400);
    expect((await t.request.get(`/api/groups/${groupId}/statements/${id}.pdf`).set(V)).status).toBe(401);
    // Each member's mail was queued in the issuing's transaction; the alert worker mails it, once.
    const queued = await t.orm.em.fork().execute<{ n: number }[]>("select count(*)::int as n from alert_outbox where kind = 'group_statement' and status = 'pending'");
    expect(queued[0]!.n).toBe(4);
    await RequestContext.create(t.orm.em, () => t.composed.alerts.deliver.execute('test-worker'));
    await RequestContext.create(t.orm.em, () => t.composed.alerts.deliver.execute('test-worker'));
    const mails = await t.orm.em.fork().execute<{ text: string }[]>("select text from outbox where kind = 'group_statement'");
    expect(mails).toHaveLength(4);
    expect(mails.every((m) => m.text.includes(`/account/groups/${groupId}`))).toBe(true);
  });

  it('POST /api/groups/:id/payments/card: a member pays what he owes by card, once per key, the money sent to the owner', async () => {
    const owed = ((await pilot.agent.get('/api/groups').set(V)).body as Array<{ id: number; balanceCents: number }>).find((x) => x.id === groupId)!.balanceCents;
    expect(owed).toBeGreaterThan(5_000);
    const pay = (who: Agent, body: object) => who.post(`/api/groups/${groupId}/payments/card`).set(V).send(body);
    const body = { amountCents: 5_000, paymentMethodId: 'pm_card_visa', key: 'pay-4f1c9a7e-0001' };
    // The owner has no payouts yet: nothing can be charged.
    const early = await pay(pilot.agent, body);
    expect([early.status, early.body.errors]).toEqual([409, [GROUP_MESSAGES.noPayouts]]);
    expect((await owner.agent.post('/api/user/payouts').set(V)).status).toBe(200);
    expect((await owner.agent.post('/api/sandbox/connect/complete').set(V)).body.state).toBe('enabled');
    refusedWith(await pay(pilot.agent, { ...body, key: 'x' }), 'key', GROUP_MESSAGES.payKey);
    refusedWith(await pay(pilot.agent, { ...body, paymentMethodId: ' ' }), 'paymentMethodId', GROUP_MESSAGES.cardNeeded);
    refusedWith(await pay(pilot.agent, { ...body, amountCents: -1 }), 'amountCents', GROUP_MESSAGES.paymentAmount);
    refusedWith(await pay(pilot.agent, { ...body, amountCents: owed + 1 }), 'amountCents', GROUP_MESSAGES.moreThanOwed(formatCentsExact(owed)));
    expect((await pay(pilot.agent, 'x' as unknown as object)).status).toBe(400);
    expect((await pay(stranger, body)).status).toBe(404);
    expect((await pay(t.request as unknown as Agent, body)).status).toBe(401);
    const declined = await pay(pilot.agent, { ...body, paymentMethodId: 'pm_card_chargeDeclined', key: 'pay-4f1c9a7e-0002' });
    expect(declined.status, JSON.stringify(declined.body)).toBe(402);

    const paid = await pay(pilot.agent, body);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body).toMatchObject({ userId: pilot.id, amountCents: 5_000, method: 'card', statementMonth: null, transferred: true });
    // Sent again (a double click, a retry): the same payment, nothing charged or sent twice.
    const again = await pay(pilot.agent, body);
    expect([again.status, again.body.id]).toEqual([201, paid.body.id]);
    const sql = <T>(q: string) => t.orm.em.fork().execute<T[]>(q, [`group-${groupId}`]);
    expect(await sql<{ amount: number }>('select amount from sandbox_payment_intents where transfer_group = ?')).toEqual([{ amount: 5_000 }]);
    expect(await sql<{ amount: number }>('select amount from sandbox_transfers where transfer_group = ?')).toEqual([{ amount: 5_000 }]);
    const cards = await t.orm.em.fork().execute<{ n: number }[]>("select count(*)::int as n from group_payments where group_id = ? and method = 'card'", [groupId]);
    expect(cards[0]!.n).toBe(1);
    const after = ((await pilot.agent.get('/api/groups').set(V)).body as Array<{ id: number; balanceCents: number }>).find((x) => x.id === groupId)!.balanceCents;
    expect(after).toBe(owed - 5_000);
    // A transfer that did not go through (here: as if the provider had been down) is sent by the hourly retry, once.
    await t.orm.em.fork().execute('update group_payments set transfer_id = null where id = ?', [paid.body.id]);
    expect(await RequestContext.create(t.orm.em, () => t.composed.groups.transfers.execute())).toEqual({ sent: 1, waiting: 0 });
    expect(await RequestContext.create(t.orm.em, () => t.composed.groups.transfers.execute())).toEqual({ sent: 0, waiting: 0 });
    expect(await sql<{ amount: number }>('select amount from sandbox_transfers where transfer_group = ?')).toEqual([{ amount: 5_000 }]);
    const [row] = await t.orm.em.fork().execute<{ transfer_id: string | null }[]>('select transfer_id from group_payments where id = ?', [paid.body.id]);
    expect(row!.transfer_id).toMatch(/\S/);
  });

  it('a member leaves on a day and keeps his history; the owner cannot leave', async () => {
    expect((await stranger.delete(`/api/groups/${groupId}/members/${pilot.id}`).set(V).send({ until: '2027-03-31' })).status).toBe(404);
    expect((await pilot.agent.delete(`/api/groups/${groupId}/members/${owner.id}`).set(V).send({ until: '2027-03-31' })).status).toBe(403);
    expect((await owner.agent.delete(`/api/groups/${groupId}/members/${owner.id}`).set(V).send({ until: '2027-03-31' })).status).toBe(409);
    const left = await pilot.agent.delete(`/api/groups/${groupId}/members/${pilot.id}`).set(V).send({ until: '2027-03-31' });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(left.body.you).toMatchObject({ userId: pilot.id, manager: false });
    expect(left.body.members.find((m: { userId: number }) => m.userId === pilot.id).until).toBe('2027-03-31');
  });
});
