import type { Mailer } from '../../application/ports/mailer.js';
import type { OutboxRepository } from '../../application/ports/outbox.repository.js';
import { DomainError } from '../../domain/errors.js';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail.js';

/**
 * The embedded default: every mail goes into the outbox table (readable in the back office) and the log
 * gets one line. With SMTP configured, the mail is sent through `transport` as well and its status kept.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly log: (line: string) => void,
    private readonly transport?: Mailer,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transport) {
      const entry = await this.outbox.add(mail, 'logged');
      this.log(`mail #${entry.id} (${mail.kind}) to ${mail.to}: "${mail.subject}" written to the outbox`);
      return;
    }
    try {
      await this.transport.send(mail);
    } catch (e) {
      const reason = (e as Error).message;
      const entry = await this.outbox.add(mail, 'failed', reason);
      this.log(`mail #${entry.id} (${mail.kind}) to ${mail.to} FAILED: ${reason}`);
      throw new DomainError('unavailable', 'We could not send the email just now. Please try again in a few minutes.');
    }
    const entry = await this.outbox.add(mail, 'sent');
    this.log(`mail #${entry.id} (${mail.kind}) sent to ${mail.to}: "${mail.subject}"`);
  }
}
