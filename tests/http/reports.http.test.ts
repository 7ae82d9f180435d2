import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/user/account-rules.js';
import { REPORT_MESSAGES } from '../../domain/report/report-rules.js';
import { type Agent, listTestPlane, signInNewAdmin, signUpActor, sqlOf } from '../support/http-actors.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

// Issue 16: reports (POST /reports and the back office's reports resource) to hidden items, disabled
// accounts (the users resource's isDisabled, and a report's disableAuthor), and emailPublic on listings
// and professionals. The use cases' rules, each once, are tests/unit/application/reports.test.ts's; here
// their wiring, and the SQL of what each kind of item is and who may see it.

let t: TestApp;
let owner: Agent;
let pilot: Agent;
let stranger: Agent;
let admin: Agent;
let ids: { owner: number; pilot: number; stranger: number; admin: number };
let share: number;
let seq = 0;
let png: Buffer;
let airportId: number;

const signUp = (subscribed = false) => signUpActor(t, `reporter${++seq}`, `Reporter${seq}`, subscribed ? (['listing', 'professional'] as const) : []);

const sql = sqlOf(() => t);
const report = (agent: Agent | TestApp['request'], body: unknown) => agent.post('/api/reports').set(V).send(body as object);
const moderate = (agent: Agent | TestApp['request'], id: number, body: Record<string, unknown>) => agent.put(`/api/admin/reports/${id}`).set(V).send(body);
const login = (user: string) => t.request.post('/api/auth/local').set(V).send({ user, password: 'flying-high' });

/** A review of the owner by the pilot (trust part's table, written here directly), shown or not yet. */
async function review(options: { shown: boolean; answer?: string }): Promise<number> {
  const [booking] = await sql<{ id: number }>(
    `insert into booking_requests (share_id, pilot_id, owner_id, kind, message, created_at, expires_at, updated_at, state)
     values (?, ?, ?, 'join', 'Hello', now(), now(), now(), 'expired') returning id`, [share, ids.pilot, ids.owner]);
  const [row] = await sql<{ id: number }>(
    `insert into reviews (booking_id, share_id, author_id, subject_id, author_role, stars, text, visible_from, answer_text, answered_at)
     values (?, ?, ?, ?, 'pilot', 2, 'Rude owner', ?, ?, ?) returning id`,
    [booking!.id, share, ids.pilot, ids.owner, options.shown ? new Date(Date.now() - 86_400_000) : new Date(Date.now() + 86_400_000),
      options.answer ?? null, options.answer ? new Date() : null]);
  return row!.id;
}

async function question(answer?: string): Promise<number> {
  const [row] = await sql<{ id: number }>(
    'insert into share_questions (share_id, author_id, text, answer_text, answered_at) values (?, ?, ?, ?, ?) returning id',
    [share, ids.pilot, 'Is it IFR certified?', answer ?? null, answer ? new Date() : null]);
  return row!.id;
}

async function message(): Promise<{ conversation: number; message: number }> {
  const res = await pilot.post('/api/conversations').set(V).send({ shareId: share, text: `Spam ${++seq}` });
  expect(res.status).toBe(201);
  return { conversation: res.body.conversation.id, message: res.body.items.at(-1).id };
}

beforeAll(async () => {
  t = await startTestApp();
  png = await new Jimp({ width: 300, height: 200, color: 0x3366ccff }).getBuffer('image/png');
  airportId = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
  const o = await signUp(true);
  const p = await signUp();
  const s = await signUp();
  owner = o.agent;
  pilot = p.agent;
  stranger = s.agent;
  const staff = await signInNewAdmin(t);
  ids = { owner: o.id, pilot: p.id, stranger: s.id, admin: staff.id };
  admin = staff.agent;
  share = await listTestPlane(owner, { type: 'PRIVATE_OWNER_RENTAL', airportId, png, tailNumber: 'N402TK', title: 'Skyhawk for rent' });
}, 120_000);
afterAll(() => t?.close());

describe('POST /api/reports', () => {
  it('takes a member\'s report of a message he received (201), once while it is open (409)', async () => {
    const m = await message();
    const res = await report(owner, { kind: 'message', id: m.message, reason: '  Spam  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), status: 'open' });
    expect(await sql('select kind, item_id, reporter_id, author_id, reason, status from reports where id = ?', [res.body.id])).toEqual([
      { kind: 'message', item_id: String(m.message), reporter_id: ids.owner, author_id: ids.pilot, reason: 'Spam', status: 'open' },
    ]);
    const again = await report(owner, { kind: 'message', id: m.message, reason: 'Still spam' });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([REPORT_MESSAGES.alreadyReported]);
  });

  it('404 for what the reporter cannot see: another pair\'s message (staff included), a review not shown yet, an answer not written', async () => {
    const m = await message();
    const res = await report(stranger, { kind: 'message', id: m.message, reason: 'Spam' }); // staff too (the unit test)
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual([REPORT_MESSAGES.notFound]);
    const hiddenYet = await review({ shown: false });
    expect((await report(stranger, { kind: 'review', id: hiddenYet, reason: 'Unfair' })).status).toBe(404);
    expect((await report(owner, { kind: 'review', id: hiddenYet, reason: 'Unfair' })).status).toBe(201); // its subject sees it
    const unanswered = await review({ shown: true });
    expect((await report(stranger, { kind: 'reviewAnswer', id: unanswered, reason: 'Rude' })).status).toBe(404);
    expect((await report(stranger, { kind: 'questionAnswer', id: await question(), reason: 'Rude' })).status).toBe(404);
    expect((await report(stranger, { kind: 'question', id: 99_999_999, reason: 'Rude' })).status).toBe(404);
  });

  it('400 per field, and for one\'s own text', async () => {
    const res = await report(pilot, { kind: 'listing', reason: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ kind: [REPORT_MESSAGES.kindInvalid], id: [REPORT_MESSAGES.idInvalid], reason: [REPORT_MESSAGES.reasonRequired] });
    expect((await report(pilot, [1, 2])).status).toBe(400);
    const m = await message();
    const own = await report(pilot, { kind: 'message', id: m.message, reason: 'Oops' });
    expect(own.status).toBe(400);
    expect(own.body.errors).toEqual([REPORT_MESSAGES.ownItem]);
  });
});

describe('the back office\'s reports', () => {
  // Admins only (401 visitors, 403 others) is route-access.http.test.ts's, and ModerateReport's in the unit test.
  it('lists open reports, with the text and the people', async () => {
    const m = await message();
    const id = (await report(owner, { kind: 'message', id: m.message, reason: 'Spam again' })).body.id;
    const list = await admin.get(`/api/admin/reports?filter=${encodeURIComponent(JSON.stringify({ status: 'open' }))}`).set(V);
    expect(list.status).toBe(200);
    expect(list.headers['content-range']).toMatch(/^reports 0-\d+\/\d+$/);
    expect(list.body.every((r: { status: string }) => r.status === 'open')).toBe(true);
    const one = await admin.get(`/api/admin/reports/${id}`).set(V);
    expect(one.body).toMatchObject({
      id, kind: 'message', itemId: m.message, text: expect.stringMatching(/^Spam \d+$/), reason: 'Spam again', link: null, status: 'open',
      reporter: { id: ids.owner }, author: { id: ids.pilot, isDisabled: false }, handledAt: null, handledBy: null,
    });
    expect((await admin.get(`/api/admin/reports?filter=${encodeURIComponent(JSON.stringify({ status: 'closed' }))}`).set(V)).status).toBe(400);
    expect((await admin.get('/api/admin/reports/99999999').set(V)).status).toBe(404);
  });

  it('hides a reported message for both members (audited), and shows it again when staff dismiss it', async () => {
    const m = await message();
    const id = (await report(owner, { kind: 'message', id: m.message, reason: 'Abuse' })).body.id;
    const res = await moderate(admin, id, { status: 'hidden' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'hidden', handledBy: { id: ids.admin }, handledAt: expect.any(String), text: expect.stringMatching(/^Spam/) });
    for (const member of [owner, pilot]) {
      const page = await member.get(`/api/conversations/${m.conversation}/messages`).set(V);
      expect(page.body.items.find((i: { id: number }) => i.id === m.message)).toMatchObject({ hidden: true, text: '' });
    }
    const audit = await sql<{ action: string; before: { status: string }; after: { status: string } }>(
      `select action, before, after from admin_audit_log where resource = 'reports' and record_id = ?`, [String(id)]);
    expect(audit).toEqual([expect.objectContaining({ action: 'update', before: expect.objectContaining({ status: 'open' }), after: expect.objectContaining({ status: 'hidden' }) })]);
    // The reporter may not report it again (hidden), nor anyone see it to report.
    expect((await report(owner, { kind: 'message', id: m.message, reason: 'Abuse' })).status).toBe(404);

    expect((await moderate(admin, id, { status: 'dismissed' })).body.status).toBe('dismissed');
    const page = await owner.get(`/api/conversations/${m.conversation}/messages`).set(V);
    expect(page.body.items.find((i: { id: number }) => i.id === m.message)).toMatchObject({ hidden: false, text: expect.stringMatching(/^Spam/) });
    expect((await moderate(admin, id, { status: 'gone' })).body.fields).toEqual({ status: [REPORT_MESSAGES.statusInvalid] });
  });

  it('hides a review, a question, or only their answers (answer_hidden_at)', async () => {
    const cases: [kind: string, id: number, table: string, column: string][] = [
      ['review', await review({ shown: true }), 'reviews', 'hidden_at'],
      ['reviewAnswer', await review({ shown: true, answer: 'You were late' }), 'reviews', 'answer_hidden_at'],
      ['question', await question(), 'share_questions', 'hidden_at'],
      ['questionAnswer', await question('Read the listing'), 'share_questions', 'answer_hidden_at'],
    ];
    for (const [kind, itemId, table, column] of cases) {
      const reporter = kind === 'reviewAnswer' || kind === 'questionAnswer' ? pilot : stranger;
      const created = await report(reporter, { kind, id: itemId, reason: 'Offensive' });
      expect(created.status, `${kind}: ${JSON.stringify(created.body)}`).toBe(201);
      const one = (await admin.get(`/api/admin/reports/${created.body.id}`).set(V)).body;
      expect(one).toMatchObject({ kind, link: `/?share=${share}` });
      expect((await moderate(admin, created.body.id, { status: 'hidden' })).status).toBe(200);
      const [row] = await sql<Record<string, boolean>>(`select hidden_at is not null as hidden_at, answer_hidden_at is not null as answer_hidden_at from ${table} where id = ?`, [itemId]);
      expect(row, kind).toEqual({ hidden_at: column === 'hidden_at', answer_hidden_at: column === 'answer_hidden_at' });
    }
  });

  it('disables the author with the report (audited as a users change): no sign-in, no session, no writing', async () => {
    const author = await signUp();
    const c = await author.agent.post('/api/conversations').set(V).send({ userId: ids.stranger, text: 'Buy my stuff' });
    expect(c.status).toBe(201);
    const id = (await report(stranger, { kind: 'message', id: c.body.items[0].id, reason: 'Scam' })).body.id;
    const res = await moderate(admin, id, { status: 'hidden', disableAuthor: true });
    expect(res.body).toMatchObject({ status: 'hidden', author: { id: author.id, isDisabled: true } });
    const audit = await sql<{ after: { isDisabled: boolean } }>(`select after from admin_audit_log where resource = 'users' and record_id = ?`, [String(author.id)]);
    expect(audit.map((a) => a.after.isDisabled)).toEqual([true]);

    // Its session stops, it cannot write, it cannot sign in again.
    expect((await author.agent.get('/api/user').set(V)).status).toBe(401);
    expect((await author.agent.post(`/api/conversations/${c.body.conversation.id}/messages`).set(V).send({ text: 'Still here' })).status).toBe(401);
    const refused = await login(author.username);
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([MESSAGES.accountDisabled]);
    // A wrong password is told no more than before.
    expect((await t.request.post('/api/auth/local').set(V).send({ user: author.username, password: 'wrong-password' })).status).toBe(400);
    // Nothing reaches the disabled account: its conversation says why, and a reply is refused with that reason.
    const page = await stranger.get(`/api/conversations/${c.body.conversation.id}/messages`).set(V);
    const reason = `Pat Reporter${author.username.slice('reporter'.length)}'s account is no longer active: messages cannot reach them.`;
    expect(page.body.conversation).toMatchObject({ canSend: false, cannotSendReason: reason });
    const reply = await stranger.post(`/api/conversations/${c.body.conversation.id}/messages`).set(V).send({ text: 'No thanks' });
    expect(reply.status).toBe(403);
    expect(reply.body.errors).toEqual([reason]);
  });
});

describe('disabling in the users resource', () => {
  it('takes isDisabled (audited like the other flags), and enabling lets the account in again', async () => {
    const member = await signUp();
    const off = await admin.put(`/api/admin/users/${member.id}`).set(V).send({ isDisabled: true });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: member.id, isDisabled: true });
    expect((await member.agent.get('/api/user').set(V)).status).toBe(401);
    expect((await login(member.username)).status).toBe(403);
    const listed = await admin.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ disabled: true }))}&range=[0,499]`).set(V);
    expect(listed.body.map((u: { id: number }) => u.id)).toContain(member.id);
    expect(listed.body.every((u: { isDisabled: boolean }) => u.isDisabled)).toBe(true);
    const audit = await sql<{ before: { isDisabled: boolean }; after: { isDisabled: boolean } }>(
      `select before, after from admin_audit_log where resource = 'users' and record_id = ?`, [String(member.id)]);
    expect(audit).toEqual([expect.objectContaining({ before: expect.objectContaining({ isDisabled: false }), after: expect.objectContaining({ isDisabled: true }) })]);
    expect((await admin.put(`/api/admin/users/${member.id}`).set(V).send({ isDisabled: false })).body.isDisabled).toBe(false);
    expect((await member.agent.get('/api/user').set(V)).status).toBe(200); // the same session works again
    expect((await login(member.username)).status).toBe(200);
    expect((await admin.put(`/api/admin/users/${member.id}`).set(V).send({ isDisabled: 'yes' })).status).toBe(400);
    expect((await admin.put(`/api/admin/users/${ids.admin}`).set(V).send({ isDisabled: true })).status).toBe(400);
  });
});

describe('emailPublic on listings and professionals', () => {
  it('shows the owner\'s and the professional\'s address only when made public', async () => {
    const viewShare = async () => (await stranger.get(`/api/share?id=${share}`).set(V)).body.shares[0];
    expect((await viewShare()).owner).toMatchObject({ id: ids.owner, email: null });
    const prof = await owner.post('/api/instructor').set(V)
      .field('instructor', JSON.stringify({ businessName: 'Bluegrass Flight Training', ratePerHour: 65, about: 'CFII.', airport: airportId, tags: ['Private'], isCommercial: false, isDiscoverable: true }))
      .attach('avatar', png, { filename: 'a.png', contentType: 'image/png' });
    expect(prof.status, JSON.stringify(prof.body)).toBe(201);
    expect(prof.body.email).toBeNull();
    expect((await owner.patch('/api/user').set(V).send({ user: { emailPublic: true } })).status).toBe(200);
    expect((await viewShare()).owner.email).toMatch(/^reporter\d+@example\.com$/);
    expect((await stranger.get(`/api/instructor/${prof.body.id}`).set(V)).body.email).toMatch(/^reporter\d+@example\.com$/);
    expect((await owner.patch('/api/user').set(V).send({ user: { emailPublic: false } })).status).toBe(200);
    expect((await viewShare()).owner.email).toBeNull();
    expect(JSON.stringify(await viewShare())).not.toMatch(/reporter\d+@example\.com/);
  });
});
