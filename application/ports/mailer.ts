import type { OutgoingMail } from '../../domain/mail/outgoing-mail.js';

/** Sends (or queues) an email. Adapters: OutboxMailer (database outbox, default), SmtpMailer. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
