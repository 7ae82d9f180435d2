import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../adapters/mail/smtp-mailer.js';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail.js';

interface Received {
  from: string | undefined;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** A real SMTP server on a random loopback port that keeps what it receives. */
async function startSmtp(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    // The test server has no certificate worth trusting; plain SMTP keeps the test about the mailer.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@rejected.example')) {
        callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user === undefined ? undefined : String(session.user),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: 'pilot@example.com',
  subject: 'Reset your Wingshare password',
  text: 'Follow this link to choose a new password: https://wingshare.example/reset/abc123',
  kind: 'password_reset',
  ...overrides,
});

/** The body of a MIME part, quoted-printable soft breaks undone (enough to find plain text in it). */
const unfoldQp = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('SmtpMailer', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()?.();
  });

  async function setup(serverOptions: Partial<SMTPServerOptions>, url: (port: number) => string) {
    const smtp = await startSmtp(serverOptions);
    cleanups.push(smtp.close);
    const mailer = new SmtpMailer({ url: url(smtp.port), from: 'Wingshare <no-reply@wingshare.example>' });
    cleanups.push(() => mailer.close());
    return { smtp, mailer };
  }

  it('delivers a text mail to an SMTP server without authentication', async () => {
    const { smtp, mailer } = await setup({ authOptional: true }, (port) => `smtp://127.0.0.1:${port}`);

    await mailer.send(mail());

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message.from).toBe('no-reply@wingshare.example');
    expect(message.to).toEqual(['pilot@example.com']);
    expect(message.user).toBeUndefined();
    expect(message.raw).toMatch(/^From: Wingshare <no-reply@wingshare\.example>\r?$/m);
    expect(message.raw).toMatch(/^To: pilot@example\.com\r?$/m);
    expect(message.raw).toMatch(/^Subject: Reset your Wingshare password\r?$/m);
    expect(message.raw).toMatch(/^Content-Type: text\/plain/m);
    expect(unfoldQp(message.raw)).toContain('https://wingshare.example/reset/abc123');
  });

  it('logs in with the credentials of the URL and sends text and html alternatives', async () => {
    const { smtp, mailer } = await setup(
      {
        allowInsecureAuth: true,
        authMethods: ['PLAIN', 'LOGIN'],
        onAuth(auth, _session, callback) {
          if (auth.username === 'mailer' && auth.password === 's3cret pass') {
            callback(null, { user: auth.username });
            return;
          }
          callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
        },
      },
      (port) => `smtp://mailer:${encodeURIComponent('s3cret pass')}@127.0.0.1:${port}`,
    );

    await mailer.verify();
    await mailer.send(mail({ subject: 'Welcome aboard', text: 'Plain welcome', html: '<p>HTML <b>welcome</b></p>' }));

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message.user).toBe('mailer');
    expect(message.to).toEqual(['pilot@example.com']);
    expect(message.raw).toMatch(/^Subject: Welcome aboard\r?$/m);
    expect(message.raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(message.raw).toContain('Plain welcome');
    expect(unfoldQp(message.raw)).toContain('<p>HTML <b>welcome</b></p>');
  });

  it('rejects with the server reason when the password is wrong', async () => {
    const { smtp, mailer } = await setup(
      {
        allowInsecureAuth: true,
        onAuth(_auth, _session, callback) {
          callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
        },
      },
      (port) => `smtp://mailer:wrong@127.0.0.1:${port}`,
    );

    await expect(mailer.verify()).rejects.toThrow(/535.*Invalid username or password/);
    await expect(mailer.send(mail())).rejects.toThrow(/password_reset mail to pilot@example\.com: .*535/);
    expect(smtp.received).toHaveLength(0);
  });

  it('rejects with the SMTP reason when the recipient is refused', async () => {
    const { smtp, mailer } = await setup({ authOptional: true }, (port) => `smtp://127.0.0.1:${port}`);

    const sending = mailer.send(mail({ to: 'nobody@rejected.example' }));

    await expect(sending).rejects.toThrow(/nobody@rejected\.example.*550.*No such user here/);
    expect(smtp.received).toHaveLength(0);
  });

  it('rejects when no server listens at the URL', async () => {
    const smtp = await startSmtp({ authOptional: true });
    await smtp.close();
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'no-reply@wingshare.example' });
    cleanups.push(() => mailer.close());

    await expect(mailer.verify()).rejects.toThrow(/SMTP server check failed/);
    await expect(mailer.send(mail())).rejects.toThrow(/SMTP could not send/);
  });
});
