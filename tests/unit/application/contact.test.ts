import { beforeEach, describe, expect, it } from 'vitest';
import { SendContactMessage } from '../../../application/contact/send-contact-message.service.js';
import { InMemoryContactMessageRepository } from '../../../application/testing/in-memory-contact.js';
import { FakeClock, RecordingMailer } from '../../../application/testing/in-memory-ports.js';
import { CONTACT_MESSAGES, type ContactInput } from '../../../domain/contact/contact-message.js';

// The contact form with in-memory ports: what is kept for staff, the mail they get, the honeypot.
// tests/http/admin-console.http.test.ts keeps the wiring (201, 204, 400, the limit per address, the back office).

const STAFF = 'staff@wingshare.test';
let clock: FakeClock;
let messages: InMemoryContactMessageRepository;
let mailer: RecordingMailer;
const send = (input: ContactInput, siteUrl?: string) => new SendContactMessage(messages, mailer, STAFF).execute(input, siteUrl);

beforeEach(() => {
  clock = new FakeClock(new Date('2027-03-01T12:00:00Z'));
  messages = new InMemoryContactMessageRepository(clock);
  mailer = new RecordingMailer();
});

describe('SendContactMessage', () => {
  it('keeps the message, trimmed and with the address in lower case, and mails staff a link to it', async () => {
    const m = await send({ name: ' Rita Renter ', email: 'Rita@Example.com', phone: ' 502-555-0101 ', reason: ' Do you list gliders? ' }, 'https://wingshare.test');
    expect(m).toEqual({ id: 1, name: 'Rita Renter', email: 'rita@example.com', phone: '502-555-0101', reason: 'Do you list gliders?', createdAt: clock.now() });
    expect(await messages.findById(1)).toEqual(m);
    expect(mailer.sent).toEqual([{
      to: STAFF, kind: 'contact_message', subject: 'Contact form: Rita Renter',
      text: 'Rita Renter <rita@example.com>, 502-555-0101 wrote:\n\nDo you list gliders?\n\nRead it in the back office: https://wingshare.test/admin/contact-messages/1/show',
    }]);
  });

  it('says where to read it without a site address, and leaves out a phone not given', async () => {
    await send({ name: 'Sam', email: 'sam@example.com', reason: 'Selling my share' });
    expect(mailer.sent[0]!.text).toBe('Sam <sam@example.com> wrote:\n\nSelling my share\n\nRead it in the back office under Contact messages.');
  });

  it('keeps the subject on one line and short, whatever the name holds', async () => {
    await send({ name: `Eve\r\nBcc: all@example.com ${'x'.repeat(150)}`, email: 'eve@example.com', reason: 'Hi' });
    const subject = mailer.sent[0]!.subject;
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject.startsWith('Contact form: Eve  Bcc: all@example.com x')).toBe(true);
    expect(subject).toHaveLength('Contact form: '.length + 100);
  });

  it('refuses what is missing or too long with all the messages at once, keeping and mailing nothing', async () => {
    await expect(send({ name: '', email: 'nope', reason: 'x'.repeat(5001), phone: 12 })).rejects.toMatchObject({
      code: 'validation_failed', errors: [CONTACT_MESSAGES.nameRequired, 'Please enter a valid email address', CONTACT_MESSAGES.phoneInvalid, CONTACT_MESSAGES.reasonTooLong],
    });
    await expect(send({ name: 'n'.repeat(201), email: 'a@example.com', reason: ' ' })).rejects.toMatchObject({
      errors: [CONTACT_MESSAGES.nameTooLong, CONTACT_MESSAGES.reasonRequired],
    });
    expect(messages.rows.size).toBe(0);
    expect(mailer.sent).toEqual([]);
  });

  it('takes a filled honeypot for a bot: nothing kept, nothing mailed, no error', async () => {
    expect(await send({ name: 'Bot', email: 'bot@example.com', reason: 'spam', website: 'http://spam.example' })).toBeNull();
    expect(await send({ name: '', website: 'x' })).toBeNull(); // not even told what was wrong
    expect(messages.rows.size).toBe(0);
    expect(mailer.sent).toEqual([]);
    expect(await send({ name: 'Ann', email: 'ann@example.com', reason: 'Hi', website: '  ' })).toMatchObject({ name: 'Ann' }); // blank is a person
  });
});

describe('the back office\'s contact messages (the in-memory store\'s contract)', () => {
  it('searches name, email, phone and message, sorts with the id as tie-break, pages and deletes', async () => {
    await send({ name: 'Rita Renter', email: 'rita@example.com', reason: 'Do you list GLIDERS?' });
    await send({ name: 'Sam Seller', email: 'sam@example.com', phone: '502-555-0199', reason: 'Selling my share' });
    clock.advance(1000);
    await send({ name: 'Tom', email: 'tom@gliders.example', reason: 'Hello' });
    const page = (q: Partial<Parameters<InMemoryContactMessageRepository['list']>[0]>) =>
      messages.list({ sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 10, ...q });
    expect((await page({})).items.map((m) => m.name)).toEqual(['Tom', 'Sam Seller', 'Rita Renter']);
    expect((await page({ sort: { field: 'id', order: 'ASC' } })).items.map((m) => m.id)).toEqual([1, 2, 3]);
    expect((await page({ q: ' gliders ' })).items.map((m) => m.name)).toEqual(['Tom', 'Rita Renter']);
    expect((await page({ q: '0199' })).items.map((m) => m.name)).toEqual(['Sam Seller']);
    expect(await page({ offset: 1, limit: 1 })).toMatchObject({ items: [{ name: 'Sam Seller' }], total: 3 });
    expect((await page({ ids: [1, 3] })).items.map((m) => m.id)).toEqual([3, 1]);
    await messages.delete(2);
    expect(await messages.findById(2)).toBeNull();
    expect((await page({})).total).toBe(2);
  });
});
