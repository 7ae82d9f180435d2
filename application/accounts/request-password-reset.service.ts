import { DomainError, notFound, validationFailed } from '../../domain/errors.js';
import { forgotPasswordErrors, MESSAGES } from '../../domain/user/account-rules.js';
import type { Mailer } from '../ports/mailer.js';
import type { Clock, PasswordResetTokens } from '../ports/security.js';
import type { UserRepository } from '../ports/user.repository.js';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Mails a single-use link to /reset that works for one hour. `siteUrl` is the site's address for the link:
 * the address the request came to when the HTTP adapter trusts it (adapters/http/site-address.ts), else publicUrl.
 */
export class RequestPasswordReset {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: PasswordResetTokens,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  async execute(email: unknown, siteUrl: string = this.publicUrl): Promise<void> {
    const errors = forgotPasswordErrors(email);
    if (errors.length) throw validationFailed(errors);
    const user = await this.users.findByEmail(String(email));
    if (!user) throw notFound(MESSAGES.noUserFound);
    if (user.provider !== 'local') {
      throw new DomainError('validation_failed', MESSAGES.socialAccountNoPassword, [MESSAGES.socialAccountNoPassword]);
    }
    const token = await this.tokens.issue(user.id, new Date(this.clock.now().getTime() + RESET_TOKEN_LIFETIME_MS));
    const link = `${siteUrl}/reset?token=${encodeURIComponent(token)}`;
    const name = user.firstname || user.username;
    await this.mailer.send({
      to: user.email,
      kind: 'password_reset',
      subject: 'Reset your Wingshare password',
      text:
        `Hello ${name},\n\nSomeone (we hope you) asked to reset the password of the Wingshare account ` +
        `"${user.username}". Choose a new password here:\n\n${link}\n\nThe link works once, for one hour. ` +
        `If you did not ask for it, ignore this mail: your password stays as it is.\n\nWingshare`,
      html:
        `<p>Hello ${escapeHtml(name)},</p><p>Someone (we hope you) asked to reset the password of the Wingshare ` +
        `account <b>${escapeHtml(user.username)}</b>.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p>` +
        `<p>The link works once, for one hour. If you did not ask for it, ignore this mail: your password stays as it is.</p>`,
    });
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
