import { beforeEach, describe, expect, it } from 'vitest';
import { CountNeedsAnswer } from '../../../application/bookings/needs-answer.service.js';
import { PILOT_NOT_FOUND } from '../../../application/accounts/read-pilot-profile.service.js';
import { BlockConversation } from '../../../application/conversations/block-conversation.service.js';
import { MessageMail, messageMail } from '../../../application/conversations/message-mail.js';
import { ListConversations, ReadMessages } from '../../../application/conversations/read-conversations.service.js';
import { SendMessage } from '../../../application/conversations/send-message.service.js';
import { StartConversation } from '../../../application/conversations/start-conversation.service.js';
import type { NewBooking } from '../../../application/ports/booking.repository.js';
import type { ShareRepository } from '../../../application/ports/share.repository.js';
import type { UnitOfWork } from '../../../application/ports/unit-of-work.js';
import type { NewUser } from '../../../application/ports/user.repository.js';
import { LISTING_NOT_FOUND } from '../../../application/shares/share-access.js';
import { InMemoryBookingRepository, InMemoryHolds } from '../../../application/testing/in-memory-bookings.js';
import { InMemoryConversationRepository } from '../../../application/testing/in-memory-conversations.js';
import { InMemoryPersonLinks } from '../../../application/testing/in-memory-person-links.js';
import { FakeClock, InMemoryAirportRepository, InMemoryUserRepository, RecordingMailer } from '../../../application/testing/in-memory-ports.js';
import { CONVERSATION_MESSAGES } from '../../../domain/conversation/conversation-rules.js';
import { MESSAGE_MAX_LENGTH, MESSAGES_PER_PAGE } from '../../../domain/conversation/conversation-view.js';
import type { ConversationStartInput } from '../../../domain/conversation/conversation-rules.js';
import type { Share } from '../../../domain/share/share.js';
import type { User } from '../../../domain/user/user.js';

// Issue 16's conversations with in-memory ports: who may talk to whom, blocks, read marks, paging and the
// mail throttle. The HTTP test (tests/http/conversations.http.test.ts) keeps one example of each rule's wiring.

const SITE = 'https://wingshare.test';
const MINUTE = 60_000;
const unitOfWork: UnitOfWork = { run: (work) => work(), afterCommit: (task) => task() };

let clock: FakeClock;
let users: InMemoryUserRepository;
let conversations: InMemoryConversationRepository;
let bookings: InMemoryBookingRepository;
let links: InMemoryPersonLinks;
let mailer: RecordingMailer;
let owner: User;
let pilot: User;
let stranger: User;
let admin: User;
const SHARES = new Map<number, Share>();
const shares = {
  findById: async (id: number) => SHARES.get(id) ?? null,
  list: async (q: { ownerId: number }) => ({ items: [], total: [...SHARES.values()].filter((s) => s.owner.id === q.ownerId).length, centre: null }),
} as unknown as ShareRepository;
let seq = 0;

const account = (extra: Partial<NewUser> = {}) => {
  const n = ++seq;
  return users.create({
    username: `talker${n}`, email: `talker${n}@example.com`, firstname: 'Pat', lastname: `Talker${n}`, provider: 'local', providerId: null,
    passwordHash: 'hashed:x', avatar: null, airportId: null, isDiscoverable: false, bio: '', ...extra,
  });
};
const listing = (id: number, by: User, extra: Partial<Share> = {}) =>
  SHARES.set(id, { id, title: 'Skyhawk for rent', clubName: '', isActive: true, owner: { id: by.id, first: by.firstname, last: by.lastname, email: null }, ...extra } as Share);

const mail = () => new MessageMail(conversations, mailer, unitOfWork);
const start = (u: User, input: ConversationStartInput) => new StartConversation(conversations, shares, users, mail(), unitOfWork, clock, links).execute(u, input, SITE);
const send = (u: User, id: number, text: unknown) => new SendMessage(conversations, mail(), unitOfWork, clock).execute(u, id, { text }, SITE);
const read = (u: User, id: number, before: number | null = null) => new ReadMessages(conversations).execute(u, id, before);
const list = (u: User) => new ListConversations(conversations).execute(u);
const block = (u: User, id: number, blocked = true) => new BlockConversation(conversations, clock).execute(u, id, blocked);
const mailsTo = (u: User) => mailer.sent.filter((m) => m.to === u.email);

beforeEach(async () => {
  clock = new FakeClock(new Date('2027-03-01T12:00:00Z'));
  users = new InMemoryUserRepository(new InMemoryAirportRepository(), clock);
  seq = 0;
  SHARES.clear();
  conversations = new InMemoryConversationRepository(users, shares);
  bookings = new InMemoryBookingRepository(new InMemoryHolds());
  links = new InMemoryPersonLinks(conversations, bookings);
  mailer = new RecordingMailer();
  owner = await account();
  pilot = await account();
  stranger = await account();
  admin = await account({ isAdmin: true });
  listing(1, owner);
  listing(2, owner, { title: '', clubName: 'Bluegrass Flyers', isActive: false });
  links.professionals.add(owner.id); // the owner's card: others may write to him
});

describe('StartConversation', () => {
  it('starts the pilot\'s conversation with the listing\'s owner, and adds to it the second time', async () => {
    const page = await start(pilot, { shareId: 1, text: '  Is it free on Friday? <b>https://example.com</b> ' });
    expect(page.conversation).toMatchObject({
      share: { id: 1, title: 'Skyhawk for rent' }, other: { id: owner.id, name: owner.firstname + ' ' + owner.lastname, avatarUrl: null },
      unread: 0, blockedByMe: false, canSend: true, cannotSendReason: null,
      lastMessage: { text: 'Is it free on Friday? <b>https://example.com</b>', fromMe: true },
    });
    expect(page.items).toEqual([expect.objectContaining({ text: 'Is it free on Friday? <b>https://example.com</b>', fromMe: true, hidden: false, read: false, author: { id: pilot.id, name: 'Pat Talker2' } })]);
    expect(page.more).toBe(false);
    expect(JSON.stringify(page)).not.toMatch(/@example\.com/); // neither side's address travels with a conversation
    const again = await start(pilot, { shareId: 1, text: 'And Saturday?' });
    expect(again.conversation.id).toBe(page.conversation.id);
    expect(again.items.map((m) => m.text)).toEqual(['Is it free on Friday? <b>https://example.com</b>', 'And Saturday?']);
    expect(conversations.conversations.size).toBe(1);
  });

  it('keeps a conversation with a person apart from the one about a listing, whoever started it', async () => {
    const about = await start(pilot, { shareId: 1, text: 'About the plane' });
    const person = await start(pilot, { userId: owner.id, text: 'Are you an instructor too?' });
    expect(person.conversation).toMatchObject({ share: null, other: { id: owner.id } });
    expect(person.conversation.id).not.toBe(about.conversation.id);
    // The other side writing back to the same person lands in the same conversation.
    expect((await start(owner, { userId: pilot.id, text: 'Yes' })).conversation.id).toBe(person.conversation.id);
  });

  it('names a listing without a title by its club, and lets its owner\'s admins see an inactive one only', async () => {
    await expect(start(pilot, { shareId: 2, text: 'Hi' })).rejects.toMatchObject({ code: 'not_found', message: LISTING_NOT_FOUND });
    const page = await start(admin, { shareId: 2, text: 'Staff here' });
    expect(page.conversation.share).toEqual({ id: 2, title: 'Bluegrass Flyers' });
  });

  it.each([
    ['no listing or person', { text: 'Hi' }, { shareId: [CONVERSATION_MESSAGES.targetMissing] }],
    ['both', { shareId: 1, userId: 2, text: 'Hi' }, { shareId: [CONVERSATION_MESSAGES.targetBoth] }],
    ['a wrong id and no text', { shareId: 'x', text: '' }, { shareId: [CONVERSATION_MESSAGES.shareIdInvalid], text: [CONVERSATION_MESSAGES.textRequired] }],
    ['a wrong person id', { userId: 1.5, text: 'Hi' }, { userId: [CONVERSATION_MESSAGES.userIdInvalid] }],
    ['no text', { userId: 1 }, { text: [CONVERSATION_MESSAGES.textRequired] }],
    ['a text too long', { userId: 1, text: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) }, { text: [CONVERSATION_MESSAGES.textTooLong] }],
  ])('refuses %s per field, storing nothing', async (_label, body, fields) => {
    await expect(start(pilot, body)).rejects.toMatchObject({ code: 'validation_failed', fields, errors: Object.values(fields).flat() });
    expect(conversations.messageRows.size).toBe(0);
  });

  it('refuses a conversation with oneself, on the field that named him', async () => {
    await expect(start(owner, { shareId: 1, text: 'Hi me' })).rejects.toMatchObject({
      code: 'validation_failed', errors: [CONVERSATION_MESSAGES.withYourself], fields: { shareId: [CONVERSATION_MESSAGES.withYourself] },
    });
    await expect(start(owner, { userId: owner.id, text: 'Hi me' })).rejects.toMatchObject({
      code: 'validation_failed', errors: [CONVERSATION_MESSAGES.withYourself], fields: { userId: [CONVERSATION_MESSAGES.withYourself] },
    });
  });

  it('answers the 404 of a missing listing or person', async () => {
    await expect(start(pilot, { shareId: 99, text: 'Hi' })).rejects.toMatchObject({ code: 'not_found', errors: [LISTING_NOT_FOUND] });
    await expect(start(pilot, { userId: 99_999, text: 'Hi' })).rejects.toMatchObject({ code: 'not_found', errors: [PILOT_NOT_FOUND] });
  });

  it('reaches a person only with a reason to talk: his card, a conversation or a booking between the two (issue 34)', async () => {
    const hidden = await account();
    await expect(start(pilot, { userId: hidden.id, text: 'Hi' })).rejects.toMatchObject({ code: 'not_found', message: PILOT_NOT_FOUND });
    await expect(start(admin, { userId: hidden.id, text: 'Hi' })).rejects.toMatchObject({ code: 'not_found', message: PILOT_NOT_FOUND });
    const discoverable = await account({ isDiscoverable: true });
    await expect(start(pilot, { userId: discoverable.id, text: 'Hi' })).resolves.toMatchObject({ conversation: { other: { id: discoverable.id } } });
    // The hidden one wrote to the stranger about the listing: the stranger may answer him as a person.
    listing(3, stranger);
    await start(hidden, { shareId: 3, text: 'Is it free?' });
    await expect(start(stranger, { userId: hidden.id, text: 'Yes' })).resolves.toMatchObject({ conversation: { share: null } });
    await bookings.create({ shareId: 1, pilotId: hidden.id, ownerId: pilot.id, kind: 'rental', period: null, message: '', createdAt: clock.now(), expiresAt: clock.now() });
    await expect(start(pilot, { userId: hidden.id, text: 'About your request' })).resolves.toMatchObject({ conversation: { other: { id: hidden.id } } });
  });

  it('refuses a new conversation while either side blocks the other, and to a disabled account (403 with the reason)', async () => {
    const c = (await start(pilot, { userId: owner.id, text: 'Hello' })).conversation.id;
    await block(owner, c);
    await expect(start(pilot, { shareId: 1, text: 'Again' })).rejects.toMatchObject({ code: 'forbidden', message: CONVERSATION_MESSAGES.blockedYou('Pat Talker1') });
    await expect(start(owner, { userId: pilot.id, text: 'Oops' })).rejects.toMatchObject({ code: 'forbidden', message: CONVERSATION_MESSAGES.youBlocked('Pat Talker2') });
    users.rows.get(stranger.id)!.isDisabled = true; // what staff's disabling sets
    await expect(start(pilot, { shareId: (listing(4, stranger), 4), text: 'Hi' })).rejects.toMatchObject({
      code: 'forbidden', message: CONVERSATION_MESSAGES.otherDisabled('Pat Talker3'),
    });
    expect(conversations.conversations.size).toBe(1);
  });
});

describe('SendMessage', () => {
  it('adds a member\'s message, trimmed, from either side', async () => {
    const c = (await start(pilot, { shareId: 1, text: 'Hello' })).conversation.id;
    const sent = await send(owner, c, ' Hi back ');
    expect(sent).toMatchObject({ conversationId: c, text: 'Hi back', fromMe: true, hidden: false, read: false, author: { id: owner.id, name: 'Pat Talker1' } });
    expect(sent.at).toBe(clock.now().toISOString());
  });

  it('answers anyone not one of the two, staff included, with the 404 of a missing conversation, before reading the text', async () => {
    const c = (await start(pilot, { shareId: 1, text: 'Private' })).conversation.id;
    for (const outsider of [stranger, admin]) {
      await expect(send(outsider, c, 'Let me in')).rejects.toMatchObject({ code: 'not_found', errors: [CONVERSATION_MESSAGES.notFound] });
      await expect(send(outsider, c, '')).rejects.toMatchObject({ code: 'not_found' });
    }
    await expect(send(pilot, 99_999, 'Hi')).rejects.toMatchObject({ code: 'not_found', message: CONVERSATION_MESSAGES.notFound });
  });

  it('refuses an empty or long text on the text field', async () => {
    const c = (await start(pilot, { shareId: 1, text: 'Hello' })).conversation.id;
    await expect(send(owner, c, '   ')).rejects.toMatchObject({ code: 'validation_failed', fields: { text: [CONVERSATION_MESSAGES.textRequired] } });
    await expect(send(owner, c, 'a'.repeat(MESSAGE_MAX_LENGTH + 1))).rejects.toMatchObject({ fields: { text: [CONVERSATION_MESSAGES.textTooLong] } });
    await expect(send(owner, c, 42)).rejects.toMatchObject({ fields: { text: [CONVERSATION_MESSAGES.textRequired] } });
    expect(conversations.messageRows.size).toBe(1);
  });

  it('refuses both sides of a block, and messages to a disabled account, with the reason each side sees', async () => {
    const c = (await start(pilot, { userId: owner.id, text: 'Hello' })).conversation.id;
    await block(owner, c);
    await expect(send(pilot, c, 'Why?')).rejects.toMatchObject({ code: 'forbidden', errors: [CONVERSATION_MESSAGES.blockedYou('Pat Talker1')] });
    await expect(send(owner, c, 'Bye')).rejects.toMatchObject({ code: 'forbidden', errors: [CONVERSATION_MESSAGES.youBlocked('Pat Talker2')] });
    await block(owner, c, false);
    users.rows.get(owner.id)!.isDisabled = true; // what staff's disabling sets
    await expect(send(pilot, c, 'Still there?')).rejects.toMatchObject({ code: 'forbidden', errors: [CONVERSATION_MESSAGES.otherDisabled('Pat Talker1')] });
    expect(conversations.messageRows.size).toBe(1);
  });
});

describe('the message mail', () => {
  it('mails the other side at most once per conversation in 15 minutes, each side in his own window', async () => {
    const c = (await start(pilot, { shareId: 1, text: 'First' })).conversation.id;
    expect(mailsTo(owner)).toHaveLength(1);
    clock.advance(5 * MINUTE);
    await send(pilot, c, 'Second, within 15 minutes');
    expect(mailsTo(owner)).toHaveLength(1);
    await send(owner, c, 'Answer');
    expect(mailsTo(pilot)).toHaveLength(1);
    clock.advance(10 * MINUTE); // 15 minutes after the first mail
    await send(pilot, c, 'Third');
    expect(mailsTo(owner)).toHaveLength(2);
    // Another conversation of the same two has its own window.
    await start(pilot, { userId: owner.id, text: 'Apart from the plane' });
    expect(mailsTo(owner)).toHaveLength(3);
  });

  it('says who wrote and where to read it: never the text nor either side\'s address', async () => {
    const page = await start(pilot, { shareId: 1, text: 'Secret plans' });
    const [sent] = mailsTo(owner);
    expect(sent).toMatchObject({ kind: 'conversation_message', subject: 'New message from Pat Talker2', idempotencyKey: `conversation_message-${page.items[0]!.id}-${owner.id}` });
    expect(sent!.text).toContain(`${SITE}/messages/${page.conversation.id}`);
    expect(sent!.text).toContain('Pat Talker2 sent you a message on Wingshare about Skyhawk for rent.');
    expect(sent!.text).toContain('at most once every 15 minutes');
    expect(sent!.text).not.toContain('Secret');
    expect(sent!.text).not.toContain(pilot.email);
  });

  it('escapes the names in the HTML part, and names no listing for a conversation between people', async () => {
    const facts = { id: 7, share: null, other: { id: 3, name: 'Tom <Baker>', email: 'tom@example.com' } } as Parameters<typeof messageMail>[0];
    const m = messageMail(facts, { id: 9, authorName: 'Ann & "Co"' } as Parameters<typeof messageMail>[1], SITE);
    expect(m.text).toContain('Ann & "Co" sent you a message on Wingshare.\n');
    expect(m.html).toContain('Hello Tom &lt;Baker&gt;,<br>');
    expect(m.html).toContain('Ann &amp; &quot;Co&quot; sent you');
  });

  it('mails nobody at a disabled account', async () => {
    const c = (await start(pilot, { userId: owner.id, text: 'Hello' })).conversation.id;
    const facts = (await conversations.factsFor(c, pilot.id))!;
    clock.advance(60 * MINUTE);
    await mail().afterMessage({ ...facts, other: { ...facts.other, isDisabled: true } }, (await conversations.messages(c, null, 1))[0]!, clock.now(), SITE);
    expect(mailsTo(owner)).toHaveLength(1);
  });
});

describe('ReadMessages and ListConversations', () => {
  it('counts the other side\'s new messages until they are shown, per conversation and in total', async () => {
    const c = (await start(pilot, { shareId: 1, text: 'One' })).conversation.id;
    await send(pilot, c, 'Two');
    const other = (await start(stranger, { userId: owner.id, text: 'Three' })).conversation.id;
    const listed = await list(owner);
    expect(listed.unread).toBe(3);
    expect(await new ListConversations(conversations).unread(owner)).toBe(3);
    expect(listed.items.map((i) => [i.id, i.unread])).toEqual([[other, 1], [c, 2]]); // newest activity first
    expect(listed.items[1]).toMatchObject({ other: { id: pilot.id }, lastMessage: { text: 'Two', fromMe: false } });
    expect(await list(pilot)).toMatchObject({ unread: 0, items: [{ id: c, unread: 0 }] }); // the writer has read his own

    const page = await read(owner, c);
    expect(page.items.map((m) => [m.text, m.fromMe])).toEqual([['One', false], ['Two', false]]);
    expect(page.conversation.unread).toBe(0);
    expect((await list(owner)).unread).toBe(1);
    expect((await read(pilot, c)).items.map((m) => m.read)).toEqual([true, true]); // the writer now sees them read
  });

  it('pages older messages with before, oldest first', async () => {
    const c = (await start(pilot, { userId: owner.id, text: 'm0' })).conversation.id;
    for (let i = 1; i <= MESSAGES_PER_PAGE + 2; i++) await send(pilot, c, `m${i}`);
    const first = await read(owner, c);
    expect(first.items).toHaveLength(MESSAGES_PER_PAGE);
    expect(first.more).toBe(true);
    expect(first.items.at(-1)!.text).toBe(`m${MESSAGES_PER_PAGE + 2}`);
    const older = await read(owner, c, first.items[0]!.id);
    expect(older.items.map((m) => m.text)).toEqual(['m0', 'm1', 'm2']);
    expect(older.more).toBe(false);
  });

  it('keeps a hidden message\'s place without its text, and leaves it out of the counts and the preview', async () => {
    const c = (await start(pilot, { shareId: 1, text: 'Fine' })).conversation.id;
    const spam = await send(pilot, c, 'Spam');
    conversations.messageRows.get(spam.id)!.hiddenAt = clock.now(); // what a report's "hide" sets
    expect((await list(owner)).items[0]).toMatchObject({ unread: 1, lastMessage: { text: 'Fine' } });
    expect((await read(owner, c)).items.map((m) => [m.text, m.hidden])).toEqual([['Fine', false], ['', true]]);
  });

  it('shortens the preview of a long last message', async () => {
    await start(pilot, { shareId: 1, text: `${'word '.repeat(60)}end` });
    expect((await list(owner)).items[0]!.lastMessage!.text.length).toBeLessThanOrEqual(141);
  });

  it('answers anyone not one of the two, staff included, with the 404 of a missing conversation', async () => {
    const c = (await start(pilot, { shareId: 1, text: 'Private' })).conversation.id;
    for (const outsider of [stranger, admin]) await expect(read(outsider, c)).rejects.toMatchObject({ code: 'not_found', errors: [CONVERSATION_MESSAGES.notFound] });
    expect(await list(stranger)).toEqual({ items: [], unread: 0 });
  });
});

describe('BlockConversation', () => {
  it('blocks the other person in every conversation of the two, until unblocked', async () => {
    const c = (await start(pilot, { userId: owner.id, text: 'Hello' })).conversation.id;
    const about = (await start(pilot, { shareId: 1, text: 'About the plane' })).conversation.id;
    const blocked = await block(owner, c);
    expect(blocked).toMatchObject({ id: c, blockedByMe: true, canSend: false, cannotSendReason: CONVERSATION_MESSAGES.youBlocked('Pat Talker2') });
    expect((await read(pilot, about)).conversation).toMatchObject({ blockedByMe: false, canSend: false, cannotSendReason: CONVERSATION_MESSAGES.blockedYou('Pat Talker1') });
    const lifted = await block(owner, c, false);
    expect(lifted).toMatchObject({ blockedByMe: false, canSend: true, cannotSendReason: null });
    await expect(send(pilot, about, 'Thanks')).resolves.toMatchObject({ text: 'Thanks' });
  });

  it('answers anyone not one of the two, staff included, with the 404 of a missing conversation', async () => {
    const c = (await start(pilot, { shareId: 1, text: 'Private' })).conversation.id;
    for (const outsider of [stranger, admin]) await expect(block(outsider, c)).rejects.toMatchObject({ code: 'not_found', message: CONVERSATION_MESSAGES.notFound });
    expect((await read(pilot, c)).conversation.canSend).toBe(true);
  });
});

describe('CountNeedsAnswer (the header\'s badge, issue 34)', () => {
  it('counts one per conversation with a message not read, and one per request still waiting for the owner', async () => {
    const needs = (u: User) => new CountNeedsAnswer(conversations, bookings, shares, clock).execute(u);
    expect(await needs(owner)).toEqual({ messages: 0, requests: 0, total: 0, owner: true });
    const c = (await start(pilot, { shareId: 1, text: 'One' })).conversation.id;
    await send(pilot, c, 'Two');
    const spam = await start(stranger, { userId: owner.id, text: 'Spam' });
    conversations.messageRows.get(spam.items[0]!.id)!.hiddenAt = clock.now(); // a hidden message waits for nothing
    const request: NewBooking = { shareId: 1, pilotId: pilot.id, ownerId: owner.id, kind: 'rental', period: null, message: '', createdAt: clock.now(), expiresAt: clock.now() };
    await bookings.create({ ...request, expiresAt: new Date(clock.now().getTime() + 60 * MINUTE) });
    await bookings.create({ ...request, expiresAt: new Date(clock.now().getTime() - MINUTE) }); // its 48 hours are over
    expect(await needs(owner)).toEqual({ messages: 1, requests: 1, total: 2, owner: true });
    await read(owner, c);
    expect(await needs(owner)).toMatchObject({ messages: 0, total: 1 });
    expect(await needs(pilot)).toEqual({ messages: 0, requests: 0, total: 0, owner: false });
  });
});
