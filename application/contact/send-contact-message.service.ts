import { assertValid } from '../../domain/errors.js';
import { contactErrors, isHoneypotFilled, toContactFields, type ContactInput, type ContactMessage } from '../../domain/contact/contact-message.js';
import type { ContactMessageRepository } from '../ports/contact-message.repository.js';
import type { Mailer } from '../ports/mailer.js';

/** A header-safe line: no line breaks or other control characters from what a visitor typed. */
const oneLine = (text: string) => [...text].map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c)).join('');

/**
 * The contact (feedback) form: the message is kept for staff (back office, Contact messages) and staff
 * get a mail about it. A filled honeypot is a bot: nothing is stored, and it is not told so (null).
 */
export class SendContactMessage {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly mailer: Mailer,
    private readonly staffEmail: string,
  ) {}

  /** `siteUrl`: the site's address for the mail's link to the message in the back office. */
  async execute(input: ContactInput, siteUrl?: string): Promise<ContactMessage | null> {
    if (isHoneypotFilled(input)) return null;
    assertValid(contactErrors(input));
    const message = await this.messages.add(toContactFields(input));
    await this.mailer.send({
      to: this.staffEmail,
      subject: `Contact form: ${oneLine(message.name).slice(0, 100)}`,
      kind: 'contact_message',
      text: [
        `${message.name} <${message.email}>${message.phone ? `, ${message.phone}` : ''} wrote:`,
        '',
        message.reason,
        '',
        siteUrl ? `Read it in the back office: ${siteUrl}/admin/contact-messages/${message.id}/show` : 'Read it in the back office under Contact messages.',
      ].join('\n'),
    });
    return message;
  }
}
