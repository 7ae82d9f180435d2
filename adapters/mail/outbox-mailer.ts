import type { Mailer } from '../../application/ports/mailer.js';
import type { OutboxRepository } from '../../application/ports/outbox.repository.js';
import { DomainError } from '../../domain/errors.js';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail.js';

/**
 * The embedded default: every mail goes into the outbox table (readable in the back office) and the log
 * gets one line. With SMTP configured, the mail is sent through `transport` as well and its status kept.
 * A mail with an idempotencyKey goes out once: written once to the outbox, or sent until SMTP takes it
 * (a crash between SMTP's answer and the record sends it again, with the same Message-ID).
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly log: (line: string) => void,
    private readonly transport?: Mailer,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    if (mail.idempotencyKey) {
      // A retry of a mail that went out already (its sender died before noting it): not again.
      const earlier = await this.outbox.findByIdempotencyKey(mail.idempotencyKey);
      if (earlier && earlier.status !== 'failed') {
        this.log(`mail #${earlier.id} (${mail.kind}) to ${mail.to} was ${earlier.status === 'sent' ? 'sent' : 'written'} before: not again`);
        return;
      }
    }
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
      // The cause keeps the server's reason for a worker's log; the message is the one a user may see.
      throw Object.assign(new DomainError('unavailable', 'We could not send the email just now. Please try again in a few minutes.'), { cause: e });
    }
    const entry = await this.outbox.add(mail, 'sent');
    this.log(`mail #${entry.id} (${mail.kind}) sent to ${mail.to}: "${mail.subject}"`);
  }
}
