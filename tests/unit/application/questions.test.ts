import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../adapters/security/rate-limits/rate-limit-rules.js';
import { MemoryRateLimits } from '../../../adapters/security/rate-limits/memory-rate-limits.js';
import type { ShareRepository } from '../../../application/ports/share.repository.js';
import type { UnitOfWork } from '../../../application/ports/unit-of-work.js';
import type { NewUser } from '../../../application/ports/user.repository.js';
import { AnswerQuestion } from '../../../application/questions/answer-question.service.js';
import { AskQuestion, questionMail } from '../../../application/questions/ask-question.service.js';
import { ListQuestions } from '../../../application/questions/list-questions.service.js';
import { LISTING_NOT_FOUND } from '../../../application/shares/share-access.js';
import { FakeClock, InMemoryAirportRepository, InMemoryUserRepository, RecordingMailer } from '../../../application/testing/in-memory-ports.js';
import { InMemoryQuestionRepository } from '../../../application/testing/in-memory-questions.js';
import { QUESTION_MESSAGES } from '../../../domain/question/question-rules.js';
import { QUESTION_ANSWER_MAX_LENGTH, QUESTION_MAX_LENGTH } from '../../../domain/question/question-view.js';
import type { Share } from '../../../domain/share/share.js';
import type { User } from '../../../domain/user/user.js';

// Issue 16's listing questions with in-memory ports: who asks, who answers (once), what a listing shows, the
// owner's mail and the per-user limit. tests/http/trust.http.test.ts keeps one example of each rule's wiring.

const SITE = 'https://wingshare.test/';
const unitOfWork: UnitOfWork = { run: (work) => work(), afterCommit: (task) => task() };

let clock: FakeClock;
let users: InMemoryUserRepository;
let questions: InMemoryQuestionRepository;
let mailer: RecordingMailer;
let rateLimits: MemoryRateLimits;
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
    username: `asker${n}`, email: `asker${n}@example.com`, firstname: 'Pat', lastname: `Asker${n}`, provider: 'local', providerId: null,
    passwordHash: 'hashed:x', avatar: null, airportId: null, isDiscoverable: false, bio: '', ...extra,
  });
};
const listing = (id: number, by: User, extra: Partial<Share> = {}) =>
  SHARES.set(id, { id, title: 'Skyhawk to review', isActive: true, owner: { id: by.id, first: by.firstname, last: by.lastname, email: null }, ...extra } as Share);

const ask = (u: User, text: unknown, shareId = 1) => new AskQuestion(shares, questions, mailer, rateLimits, unitOfWork, clock, users).execute(u, shareId, text, SITE);
const answer = (u: User, id: number, text: unknown = 'Return it full, please.') => new AnswerQuestion(shares, questions, clock).execute(u, id, text);
const listFor = (viewer: User | null, shareId = 1) => new ListQuestions(shares, questions).execute(viewer, shareId);

beforeEach(async () => {
  clock = new FakeClock(new Date('2027-03-01T12:00:00Z'));
  users = new InMemoryUserRepository(new InMemoryAirportRepository(), clock);
  seq = 0;
  questions = new InMemoryQuestionRepository(users);
  mailer = new RecordingMailer();
  rateLimits = new MemoryRateLimits({ ...DEFAULT_RATE_LIMITS, questionsPerUser: { points: 3, seconds: 3600 } });
  SHARES.clear();
  owner = await account();
  pilot = await account();
  stranger = await account();
  admin = await account({ isAdmin: true });
  listing(1, owner);
  listing(2, owner, { isActive: false });
});

describe('AskQuestion', () => {
  it('stores the question as typed, trimmed, and mails the owner (at his address, public or not) with a link', async () => {
    const q = await ask(pilot, '  Is it IFR certified? <b>see http://example.com</b>  ');
    expect(q).toMatchObject({ shareId: 1, author: { id: pilot.id, name: 'Pat Asker2' }, text: 'Is it IFR certified? <b>see http://example.com</b>', answer: null, canAnswer: false });
    expect(q.createdAt).toBe(clock.now().toISOString());
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({ to: owner.email, kind: 'share_question', subject: 'New question about Skyhawk to review', idempotencyKey: `share_question-${q.id}` });
    expect(mail!.text).toContain('Hello Pat,');
    expect(mail!.text).toContain('Pat Asker2 asked a question about Skyhawk to review:');
    expect(mail!.text).toContain('  Is it IFR certified?');
    expect(mail!.text).toContain('https://wingshare.test/?share=1');
    expect(mail!.html).toContain('&lt;b&gt;see');
  });

  it('names the listing and the owner plainly when they have no title or first name', () => {
    const share = { id: 5, title: '', owner: { id: 1, first: '' } } as Share;
    const m = questionMail(share, { id: 3, authorName: 'Ann', text: 'Hi\nthere' } as Parameters<typeof questionMail>[1], 'https://w.test', 'o@example.com');
    expect(m.subject).toBe('New question about your listing');
    expect(m.text).toContain('Hello there,');
    expect(m.text).toContain('  Hi\n  there');
  });

  it('refuses the owner on his own listing (403)', async () => {
    await expect(ask(owner, 'Is it IFR?')).rejects.toMatchObject({ code: 'forbidden', errors: [QUESTION_MESSAGES.ownListing] });
  });

  it('refuses an empty or long question on the text field', async () => {
    await expect(ask(pilot, '   ')).rejects.toMatchObject({ code: 'validation_failed', fields: { text: [QUESTION_MESSAGES.textRequired] } });
    await expect(ask(pilot, 'q'.repeat(QUESTION_MAX_LENGTH + 1))).rejects.toMatchObject({ code: 'validation_failed', fields: { text: [QUESTION_MESSAGES.textTooLong] } });
    await expect(ask(pilot, 'q'.repeat(QUESTION_MAX_LENGTH))).resolves.toMatchObject({ shareId: 1 });
  });

  it('answers the 404 of a missing listing, and of an inactive one to anyone but its owner and admins', async () => {
    await expect(ask(pilot, 'Hello', 99)).rejects.toMatchObject({ code: 'not_found', message: LISTING_NOT_FOUND });
    await expect(ask(pilot, 'Hello', 2)).rejects.toMatchObject({ code: 'not_found', message: LISTING_NOT_FOUND });
    await expect(ask(admin, 'Hello', 2)).resolves.toMatchObject({ shareId: 2 });
    expect(mailer.sent).toHaveLength(1);
  });

  it('takes at most the limit of questions per user (429 with a wait), refused ones not counted', async () => {
    await expect(ask(pilot, '')).rejects.toMatchObject({ code: 'validation_failed' });
    for (let i = 0; i < 3; i++) await ask(pilot, `Question ${i}?`);
    const refused = await ask(pilot, 'One more?').catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'too_many_requests', message: expect.stringMatching(/asked many questions/) });
    expect((refused as { retryAfter: number }).retryAfter).toBeGreaterThan(0);
    expect(questions.rows.size).toBe(3);
    await expect(ask(stranger, 'Mine?')).resolves.toMatchObject({ author: { id: stranger.id } }); // per user
  });
});

describe('ListQuestions', () => {
  it('is public: the listing\'s questions newest first; the owner may answer, anyone else signed in may ask', async () => {
    const first = await ask(pilot, 'First?');
    clock.advance(60_000);
    const second = await ask(stranger, 'Second?');
    const forVisitor = await listFor(null);
    expect(forVisitor.canAsk).toBe(false);
    expect(forVisitor.items.map((q) => [q.id, q.canAnswer])).toEqual([[second.id, false], [first.id, false]]);
    expect(await listFor(owner)).toMatchObject({ canAsk: false, items: [{ id: second.id, canAnswer: true }, { id: first.id, canAnswer: true }] });
    expect((await listFor(pilot)).canAsk).toBe(true);
    await expect(listFor(null, 99)).rejects.toMatchObject({ code: 'not_found', message: LISTING_NOT_FOUND });
    await expect(listFor(pilot, 2)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('leaves out what staff hid: a hidden question is gone, a hidden answer shows as none and cannot be written again', async () => {
    const hidden = await ask(pilot, 'Spam spam spam');
    const answered = await ask(pilot, 'Is there a hangar?');
    await answer(owner, answered.id, 'Rude words');
    questions.rows.get(hidden.id)!.hiddenAt = clock.now(); // what a report's "hide" sets
    questions.rows.get(answered.id)!.answerHiddenAt = clock.now();
    const items = (await listFor(owner)).items;
    expect(items.map((i) => i.id)).toEqual([answered.id]);
    expect(items[0]).toMatchObject({ answer: null, canAnswer: false });
    await expect(answer(owner, answered.id, 'Nicer words')).rejects.toMatchObject({ code: 'conflict', message: QUESTION_MESSAGES.alreadyAnswered });
    await expect(answer(owner, hidden.id, 'x')).rejects.toMatchObject({ code: 'not_found', message: QUESTION_MESSAGES.notFound });
  });
});

describe('AnswerQuestion', () => {
  it('lets the listing\'s owner answer, once', async () => {
    const q = await ask(stranger, 'What is the fuel policy?');
    const answered = await answer(owner, q.id, ' Return it full, please. ');
    expect(answered).toMatchObject({ id: q.id, answer: { text: 'Return it full, please.', at: clock.now().toISOString() }, canAnswer: false });
    await expect(answer(owner, q.id)).rejects.toMatchObject({ code: 'conflict', errors: [QUESTION_MESSAGES.alreadyAnswered] });
    expect((await listFor(null)).items[0]!.answer!.text).toBe('Return it full, please.');
  });

  it('refuses anyone but the owner, the asker and admins included (403), before reading the text', async () => {
    const q = await ask(stranger, 'What is the fuel policy?');
    for (const other of [stranger, pilot, admin]) {
      await expect(answer(other, q.id)).rejects.toMatchObject({ code: 'forbidden', errors: [QUESTION_MESSAGES.onlyOwnerAnswers] });
    }
    await expect(answer(pilot, q.id, '')).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('refuses an empty or long answer on the text field', async () => {
    const q = await ask(stranger, 'What is the fuel policy?');
    await expect(answer(owner, q.id, '')).rejects.toMatchObject({ code: 'validation_failed', fields: { text: [QUESTION_MESSAGES.answerRequired] } });
    await expect(answer(owner, q.id, 'a'.repeat(QUESTION_ANSWER_MAX_LENGTH + 1))).rejects.toMatchObject({ fields: { text: [QUESTION_MESSAGES.answerTooLong] } });
    expect(questions.rows.get(q.id)!.answer).toBeNull();
  });

  it('answers the 404 of a missing question, also for one on a listing the caller cannot see', async () => {
    await expect(answer(owner, 99_999, 'x')).rejects.toMatchObject({ code: 'not_found', message: QUESTION_MESSAGES.notFound });
    const q = await ask(admin, 'Staff asking?', 2);
    await expect(answer(pilot, q.id)).rejects.toMatchObject({ code: 'not_found', message: QUESTION_MESSAGES.notFound });
    await expect(answer(owner, q.id)).resolves.toMatchObject({ answer: { text: 'Return it full, please.' } }); // its owner still sees it
  });
});
