import { beforeEach, describe, expect, it } from 'vitest';
import { STAFF_ONLY } from '../../../application/admin/delete-user.service.js';
import { UpdateUserFlags } from '../../../application/admin/update-user-flags.service.js';
import type { AuditLog, NewAuditEntry } from '../../../application/ports/audit-log.js';
import type { ShareRepository } from '../../../application/ports/share.repository.js';
import type { NewUser } from '../../../application/ports/user.repository.js';
import { ModerateReport } from '../../../application/reports/moderate-report.service.js';
import { ReportItem } from '../../../application/reports/report-item.service.js';
import { InMemoryConversationRepository } from '../../../application/testing/in-memory-conversations.js';
import { FakeClock, InMemoryAirportRepository, InMemoryUserRepository } from '../../../application/testing/in-memory-ports.js';
import { InMemoryQuestionRepository } from '../../../application/testing/in-memory-questions.js';
import { InMemoryReportRepository } from '../../../application/testing/in-memory-reports.js';
import { InMemoryReviewRepository } from '../../../application/testing/in-memory-reviews.js';
import { REPORT_MESSAGES } from '../../../domain/report/report-rules.js';
import type { ReportKind } from '../../../domain/report/report-view.js';
import type { Share } from '../../../domain/share/share.js';
import type { User } from '../../../domain/user/user.js';

// Issue 16's reports with in-memory ports: what a user may report (what he can see, not his own, once while
// open) and what staff do with it (hide, show again, disable the author). tests/http/reports.http.test.ts
// keeps the wiring and the SQL of each kind of item.

const DAY = 86_400_000;

class MemoryAuditLog implements AuditLog {
  readonly entries: NewAuditEntry[] = [];
  async record(entry: NewAuditEntry) {
    this.entries.push(entry);
  }
  async findById() {
    return null;
  }
  async list() {
    return { items: [], total: 0 };
  }
}

let clock: FakeClock;
let users: InMemoryUserRepository;
let conversations: InMemoryConversationRepository;
let reviews: InMemoryReviewRepository;
let questions: InMemoryQuestionRepository;
let reports: InMemoryReportRepository;
let audit: MemoryAuditLog;
let owner: User;
let pilot: User;
let stranger: User;
let admin: User;
const SHARES = new Map<number, Share>();
const shares = { findById: async (id: number) => SHARES.get(id) ?? null } as unknown as ShareRepository;
let seq = 0;

const account = (extra: Partial<NewUser> = {}) => {
  const n = ++seq;
  return users.create({
    username: `reporter${n}`, email: `reporter${n}@example.com`, firstname: 'Pat', lastname: `Reporter${n}`, provider: 'local', providerId: null,
    passwordHash: 'hashed:x', avatar: null, airportId: null, isDiscoverable: false, bio: '', ...extra,
  });
};

/** A message of `from` to `to` in their conversation about listing 1. */
async function message(from: User, to: User, text = 'Spam'): Promise<number> {
  const c = await conversations.findOrCreate({ shareId: 1, from: from.id, to: to.id }, clock.now());
  return (await conversations.addMessage(c, from.id, text, clock.now())).id;
}
/** The pilot's review of the owner, shown or not yet, answered or not. */
async function review(options: { shown: boolean; answer?: string }): Promise<number> {
  const r = await reviews.create({
    bookingId: ++seq, shareId: 1, authorId: pilot.id, subjectId: owner.id, authorRole: 'pilot', stars: 2, text: 'Rude owner', createdAt: clock.now(),
    visibleFrom: new Date(clock.now().getTime() + (options.shown ? -DAY : DAY)),
  });
  if (options.answer) await reviews.saveAnswer(r.id, options.answer, clock.now());
  return r.id;
}
/** The pilot's question on a listing, answered or not. */
async function question(answer?: string, shareId = 1): Promise<number> {
  const q = await questions.create({ shareId, authorId: pilot.id, text: 'Is it IFR certified?', createdAt: clock.now() });
  if (answer) await questions.saveAnswer(q.id, answer, clock.now());
  return q.id;
}

const report = (u: User, kind: ReportKind | string, id: unknown, reason: unknown = 'Offensive') => new ReportItem(reports, clock).execute(u, { kind, id, reason });
const moderate = (u: User, id: number, input: { status?: unknown; disableAuthor?: unknown }) => {
  const flags = new UpdateUserFlags(users, { setFlags: async (userId, f) => void Object.assign(users.rows.get(userId)!, f) });
  return new ModerateReport(reports, flags, audit, clock).execute(u, id, input);
};

beforeEach(async () => {
  clock = new FakeClock(new Date('2027-03-01T12:00:00Z'));
  users = new InMemoryUserRepository(new InMemoryAirportRepository(), clock);
  seq = 0;
  owner = await account();
  pilot = await account();
  stranger = await account();
  admin = await account({ isAdmin: true });
  SHARES.clear();
  SHARES.set(1, { id: 1, title: 'Skyhawk for rent', isActive: true, owner: { id: owner.id, first: 'Pat', last: owner.lastname, email: null } } as Share);
  SHARES.set(2, { ...SHARES.get(1)!, id: 2, isActive: false });
  conversations = new InMemoryConversationRepository(users, shares);
  reviews = new InMemoryReviewRepository();
  questions = new InMemoryQuestionRepository(users);
  reports = new InMemoryReportRepository({ conversations, reviews, questions, shares, users });
  audit = new MemoryAuditLog();
});

describe('ReportItem', () => {
  it('takes a member\'s report of a message he received, the reason trimmed, once while it is open (409)', async () => {
    const m = await message(pilot, owner);
    const receipt = await report(owner, 'message', m, '  Spam  ');
    expect(receipt).toEqual({ id: expect.any(Number), status: 'open' });
    expect(reports.rows.get(receipt.id)).toMatchObject({ kind: 'message', itemId: m, reporterId: owner.id, authorId: pilot.id, reason: 'Spam', createdAt: clock.now() });
    await expect(report(owner, 'message', m, 'Still spam')).rejects.toMatchObject({ code: 'conflict', errors: [REPORT_MESSAGES.alreadyReported] });
    // Another reporter, or the same once staff dismissed his report, may report it again.
    await moderate(admin, receipt.id, { status: 'dismissed' });
    await expect(report(owner, 'message', m, 'Again')).resolves.toMatchObject({ status: 'open' });
  });

  it('refuses the wrong fields each with its message, and a reason too long', async () => {
    await expect(report(pilot, 'listing', undefined, ' ')).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { kind: [REPORT_MESSAGES.kindInvalid], id: [REPORT_MESSAGES.idInvalid], reason: [REPORT_MESSAGES.reasonRequired] },
    });
    await expect(report(pilot, 'message', 1, 'x'.repeat(1001))).rejects.toMatchObject({ fields: { reason: [REPORT_MESSAGES.reasonTooLong] } });
    await expect(report(pilot, 'message', 1.5)).rejects.toMatchObject({ fields: { id: [REPORT_MESSAGES.idInvalid] } });
  });

  it('refuses one\'s own text (400 on the id field)', async () => {
    const m = await message(pilot, owner);
    await expect(report(pilot, 'message', m, 'Oops')).rejects.toMatchObject({
      code: 'validation_failed', errors: [REPORT_MESSAGES.ownItem], fields: { id: [REPORT_MESSAGES.ownItem] },
    });
    // An answer is its writer's: the owner's answer to a question, the subject's to a review.
    await expect(report(owner, 'questionAnswer', await question('Read the listing'))).rejects.toMatchObject({ message: REPORT_MESSAGES.ownItem });
    await expect(report(owner, 'reviewAnswer', await review({ shown: true, answer: 'You were late' }))).rejects.toMatchObject({ message: REPORT_MESSAGES.ownItem });
  });

  it('answers the 404 of a missing item for what the reporter cannot see', async () => {
    const m = await message(pilot, owner);
    for (const outsider of [stranger, admin]) await expect(report(outsider, 'message', m)).rejects.toMatchObject({ code: 'not_found', errors: [REPORT_MESSAGES.notFound] });
    const notYet = await review({ shown: false });
    await expect(report(stranger, 'review', notYet)).rejects.toMatchObject({ code: 'not_found' });
    await expect(report(owner, 'review', notYet)).resolves.toMatchObject({ status: 'open' }); // its subject sees it
    await expect(report(stranger, 'reviewAnswer', await review({ shown: true }))).rejects.toMatchObject({ code: 'not_found' });
    await expect(report(stranger, 'questionAnswer', await question())).rejects.toMatchObject({ code: 'not_found' });
    await expect(report(stranger, 'question', 99_999)).rejects.toMatchObject({ code: 'not_found' });
    const onInactive = await question(undefined, 2);
    await expect(report(stranger, 'question', onInactive)).rejects.toMatchObject({ code: 'not_found' });
    await expect(report(owner, 'question', onInactive)).resolves.toMatchObject({ status: 'open' }); // its owner sees it
    expect(reports.rows.size).toBe(2);
  });
});

describe('ModerateReport', () => {
  it('is for staff only (403), checks the decision (400) and the report (404)', async () => {
    const id = (await report(owner, 'message', await message(pilot, owner))).id;
    await expect(moderate(owner, id, { status: 'hidden' })).rejects.toMatchObject({ code: 'forbidden', message: STAFF_ONLY });
    await expect(moderate(admin, id, { status: 'gone', disableAuthor: 'yes' })).rejects.toMatchObject({
      code: 'validation_failed', fields: { status: [REPORT_MESSAGES.statusInvalid], disableAuthor: [REPORT_MESSAGES.disableAuthorInvalid] },
    });
    await expect(moderate(admin, 99_999, { status: 'hidden' })).rejects.toMatchObject({ code: 'not_found', message: REPORT_MESSAGES.reportNotFound });
    expect(reports.rows.get(id)!.status).toBe('open');
  });

  it('hides a reported message for both members, and shows it again when staff dismiss it', async () => {
    const m = await message(pilot, owner);
    const id = (await report(owner, 'message', m, 'Abuse')).id;
    const hidden = await moderate(admin, id, { status: 'hidden' });
    expect(hidden).toMatchObject({
      status: 'hidden', handledBy: { id: admin.id, name: admin.firstname + ' ' + admin.lastname }, handledAt: clock.now(), text: 'Spam',
      reporter: { id: owner.id }, author: { id: pilot.id, isDisabled: false }, shareId: null,
    });
    expect(conversations.messageRows.get(m)!.hiddenAt).toEqual(clock.now());
    await expect(report(owner, 'message', m, 'Abuse')).rejects.toMatchObject({ code: 'not_found' }); // nobody sees it to report it again
    clock.advance(DAY);
    expect(await moderate(admin, id, { status: 'dismissed' })).toMatchObject({ status: 'dismissed', handledAt: clock.now() });
    expect(conversations.messageRows.get(m)!.hiddenAt).toBeNull();
  });

  it('keeps an item hidden while another report hides it, and the first time it was hidden', async () => {
    const r = await review({ shown: true });
    const first = (await report(stranger, 'review', r)).id;
    const second = (await report(owner, 'review', r)).id;
    const hiddenAt = clock.now();
    await moderate(admin, first, { status: 'hidden' });
    clock.advance(DAY);
    await moderate(admin, second, { status: 'hidden' });
    expect(reviews.rows.get(r)!.hiddenAt).toEqual(hiddenAt);
    await moderate(admin, first, { status: 'dismissed' });
    expect(reviews.rows.get(r)!.hiddenAt).toEqual(hiddenAt); // the second report still hides it
    await moderate(admin, second, { status: 'open' });
    expect(reviews.rows.get(r)!.hiddenAt).toBeNull();
  });

  it('hides a review, a question, or only their answers', async () => {
    const cases: [ReportKind, number, 'review' | 'question', 'hiddenAt' | 'answerHiddenAt'][] = [
      ['review', await review({ shown: true }), 'review', 'hiddenAt'],
      ['reviewAnswer', await review({ shown: true, answer: 'You were late' }), 'review', 'answerHiddenAt'],
      ['question', await question(), 'question', 'hiddenAt'],
      ['questionAnswer', await question('Read the listing'), 'question', 'answerHiddenAt'],
    ];
    for (const [kind, itemId, store, column] of cases) {
      const reporter = kind === 'reviewAnswer' || kind === 'questionAnswer' ? pilot : stranger;
      const created = await report(reporter, kind, itemId);
      expect(await reports.findById(created.id), kind).toMatchObject({ kind, shareId: 1, text: expect.any(String) });
      await moderate(admin, created.id, { status: 'hidden' });
      const row = store === 'review' ? reviews.rows.get(itemId)! : questions.rows.get(itemId)!;
      expect({ hiddenAt: !!row.hiddenAt, answerHiddenAt: !!row.answerHiddenAt }, kind).toEqual({ hiddenAt: column === 'hiddenAt', answerHiddenAt: column === 'answerHiddenAt' });
    }
  });

  it('disables the author with the decision, audited as a change of the users resource, once', async () => {
    const author = await account();
    const id = (await report(stranger, 'message', await message(author, stranger, 'Buy my stuff'))).id;
    const res = await moderate(admin, id, { status: 'hidden', disableAuthor: true });
    expect(res).toMatchObject({ status: 'hidden', author: { id: author.id, isDisabled: true } });
    expect(users.rows.get(author.id)!.isDisabled).toBe(true);
    expect(audit.entries).toEqual([{
      actor: { id: admin.id, username: admin.username }, action: 'update', resource: 'users', recordId: String(author.id),
      before: { id: author.id, username: author.username, isDisabled: false }, after: { id: author.id, username: author.username, isDisabled: true },
    }]);
    await moderate(admin, id, { status: 'hidden', disableAuthor: true });
    expect(audit.entries).toHaveLength(1); // already disabled: no second change
  });

  it('refuses to disable an author whose account is gone (400), and leaves a report unchanged when the status is', async () => {
    const author = await account();
    const id = (await report(stranger, 'message', await message(author, stranger))).id;
    users.rows.delete(author.id);
    await expect(moderate(admin, id, { status: 'open', disableAuthor: true })).rejects.toMatchObject({ code: 'validation_failed', message: REPORT_MESSAGES.noAuthor });
    expect(await reports.findById(id)).toMatchObject({ status: 'open', author: null, handledAt: null, handledBy: null });
  });
});
