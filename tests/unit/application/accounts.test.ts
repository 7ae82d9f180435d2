import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DomainError } from '../../../domain/errors.js';
import { AirportChoice } from '../../../application/accounts/airport-choice.js';
import { AirportFavorites } from '../../../application/accounts/airport-favorites.service.js';
import { AvatarUpload } from '../../../application/accounts/avatar-upload.js';
import { ConfirmEmailChange } from '../../../application/accounts/confirm-email-change.service.js';
import { ConfirmPasswordReset } from '../../../application/accounts/confirm-password-reset.service.js';
import { DeleteAccount } from '../../../application/accounts/delete-account.service.js';
import { LogIn } from '../../../application/accounts/log-in.service.js';
import { RequestEmailChange } from '../../../application/accounts/request-email-change.js';
import { RequestPasswordReset } from '../../../application/accounts/request-password-reset.service.js';
import { SignUp } from '../../../application/accounts/sign-up.service.js';
import { SOCIAL_EMAIL_IN_USE, SocialLogin } from '../../../application/accounts/social-login.service.js';
import { UpdateProfile } from '../../../application/accounts/update-profile.service.js';
import {
  CountingLoginThrottle, FakeClock, FakeImageProcessor, FakePasswordHasher, FixedHumanCheck, InMemoryAirportRepository,
  InMemoryEmailChangeTokens, InMemoryMediaStore, InMemoryResetTokens, InMemorySessionStore, InMemoryUserRepository, RecordingMailer,
} from '../../../application/testing/in-memory-ports.js';
import { EMPTY_RECORD, type PilotRecord } from '../../../domain/pilot/pilot-record.js';
import { MESSAGES } from '../../../domain/user/account-rules.js';
import type { ShareRepository } from '../../../application/ports/share.repository.js';
import { FakePaymentGateway, InMemorySubscriptionRepository } from '../../../application/testing/in-memory-payments.js';

function world() {
  const clock = new FakeClock();
  const airports = new InMemoryAirportRepository();
  airports.rows.push({ id: 1, locationId: 'LOU', facility: 'Bowman', city: 'Louisville', state: 'KY', lat: 38.2, long: -85.7 });
  const users = new InMemoryUserRepository(airports, clock);
  const hasher = new FakePasswordHasher();
  const sessions = new InMemorySessionStore();
  const media = new InMemoryMediaStore();
  const avatars = new AvatarUpload(new FakeImageProcessor(), media);
  const tokens = new InMemoryResetTokens();
  const emailTokens = new InMemoryEmailChangeTokens();
  const mailer = new RecordingMailer();
  const throttle = new CountingLoginThrottle(3);
  const choice = new AirportChoice(airports);
  const subscriptionStore = new InMemorySubscriptionRepository();
  const paymentGateway = new FakePaymentGateway(clock);
  const noShares = { imageUrlsOfOwner: async () => [] } as unknown as ShareRepository;
  const records = new Map<number, PilotRecord>();
  return {
    clock, airports, users, sessions, media, tokens, emailTokens, mailer, throttle, subscriptionStore, paymentGateway, records,
    signUp: new SignUp(users, choice, hasher, new FixedHumanCheck('human'), sessions, avatars),
    logIn: new LogIn(users, hasher, sessions, throttle),
    update: new UpdateProfile(
      users, choice, hasher, avatars, sessions, new RequestEmailChange(emailTokens, mailer, clock, 'https://wingshare.example'), throttle,
      { find: async (id: number) => records.get(id) ?? null },
    ),
    confirmEmail: new ConfirmEmailChange(users, emailTokens, clock),
    remove: new DeleteAccount(users, sessions, avatars, { subscriptions: subscriptionStore, gateway: paymentGateway }, { shares: noShares, media }),
    requestReset: new RequestPasswordReset(users, tokens, mailer, clock, 'https://wingshare.example'),
    confirmReset: new ConfirmPasswordReset(users, tokens, hasher, sessions, clock),
    favorites: new AirportFavorites(users, airports),
    social: new SocialLogin(users, sessions),
  };
}

const input = (extra: Record<string, unknown> = {}) => ({
  email: 'Ada@Example.com', username: 'ada', password: 'correct-horse', code: 'human', ...extra,
});

let w: ReturnType<typeof world>;
beforeEach(() => {
  w = world();
});

describe('SignUp', () => {
  it('creates a local account with a lower-cased email, hashed password and a session', async () => {
    const { user, token } = await w.signUp.execute({ input: input({ airport: 1 }) });
    expect(user).toMatchObject({ email: 'ada@example.com', provider: 'local', isDiscoverable: true, airport: { locationId: 'LOU' } });
    expect(user.passwordHash).toBe('hashed:correct-horse');
    expect(await w.sessions.resolve(token)).toBe(user.id);
  });

  it('refuses a failed human check with 403 wording and stores nothing', async () => {
    await expect(w.signUp.execute({ input: input({ code: 'robot' }) })).rejects.toMatchObject({
      code: 'human_check_failed', message: 'recaptcha fail',
    });
    expect(await w.users.count()).toBe(0);
  });

  it('refuses a taken username with "user already exists"', async () => {
    await w.signUp.execute({ input: input() });
    await expect(w.signUp.execute({ input: input({ email: 'other@example.com', username: 'ADA' }) })).rejects.toMatchObject({
      code: 'conflict', message: 'user already exists', errors: [MESSAGES.usernameTaken],
    });
  });

  it('checks the avatar before anything is stored', async () => {
    await expect(w.signUp.execute({ input: input(), avatar: new Uint8Array([1, 2, 3]) })).rejects.toMatchObject({ code: 'unsupported_media' });
    expect(await w.users.count()).toBe(0);
    expect(w.media.files.size).toBe(0);
  });

  it('stores a good avatar', async () => {
    const { user } = await w.signUp.execute({ input: input(), avatar: new TextEncoder().encode('IMG...') });
    expect(user.avatar?.url).toMatch(/^\/media\/avatars\//);
    expect(w.media.files.size).toBe(1);
  });

  it('refuses an unknown airport with "Please select an airport"', async () => {
    await expect(w.signUp.execute({ input: input({ airport: 77 }) })).rejects.toMatchObject({ errors: [MESSAGES.airportRequired] });
  });
});

describe('LogIn', () => {
  beforeEach(async () => {
    await w.signUp.execute({ input: input() });
  });

  it('accepts the username or the email', async () => {
    await expect(w.logIn.execute({ login: 'ADA', password: 'correct-horse', ip: '1.1.1.1' })).resolves.toHaveProperty('token');
    await expect(w.logIn.execute({ login: 'ada@example.com', password: 'correct-horse', ip: '1.1.1.1' })).resolves.toHaveProperty('token');
  });

  it('answers the bad-login message and counts the failure', async () => {
    await expect(w.logIn.execute({ login: 'ada', password: 'nope-nope', ip: '1.1.1.1' })).rejects.toMatchObject({
      code: 'invalid_credentials', message: 'This username or password is not valid',
    });
    const ada = await w.users.findByLogin('ada');
    expect(w.throttle.failures.get(`user:${ada!.id}`)).toBe(1);
  });

  it('counts failures through the username and the email toward one account', async () => {
    await expect(w.logIn.execute({ login: 'ada', password: 'bad-pass', ip: 'x' })).rejects.toBeTruthy();
    await expect(w.logIn.execute({ login: 'Ada@Example.com', password: 'bad-pass', ip: 'y' })).rejects.toBeTruthy();
    await expect(w.logIn.execute({ login: 'ada@example.com', password: 'bad-pass', ip: 'z' })).rejects.toBeTruthy();
    await expect(w.logIn.execute({ login: 'ADA', password: 'correct-horse', ip: 'w' })).rejects.toMatchObject({ code: 'too_many_requests' });
  });

  it('refuses a client over its limit before looking the account up', async () => {
    const overIp = new LogIn(w.users, new FakePasswordHasher(), w.sessions, {
      check: async (keys) => {
        if (keys.ip !== undefined) throw new DomainError('too_many_requests', 'Too many', [], 60);
      },
      fail: async () => {},
      succeed: async () => {},
    });
    const lookup = vi.spyOn(w.users, 'findByLogin');
    await expect(overIp.execute({ login: 'ada', password: 'correct-horse', ip: 'x' })).rejects.toMatchObject({ code: 'too_many_requests' });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('counts an unknown login on its own text', async () => {
    await expect(w.logIn.execute({ login: ' Nobody ', password: 'bad-pass', ip: 'x' })).rejects.toBeTruthy();
    expect(w.throttle.failures.get('login:nobody')).toBe(1);
  });

  it('stops trying after the throttle limit, even with the right password', async () => {
    for (let i = 0; i < 3; i++) await expect(w.logIn.execute({ login: 'ada', password: 'bad-pass', ip: 'x' })).rejects.toBeTruthy();
    await expect(w.logIn.execute({ login: 'ada', password: 'correct-horse', ip: 'x' })).rejects.toMatchObject({ code: 'too_many_requests' });
  });
});

describe('password reset', () => {
  beforeEach(async () => {
    await w.signUp.execute({ input: input() });
  });

  it('mails a link to /reset with a token that works once', async () => {
    await w.requestReset.execute('ada@example.com');
    const mail = w.mailer.sent[0]!;
    expect(mail).toMatchObject({ to: 'ada@example.com', kind: 'password_reset' });
    const token = decodeURIComponent(/token=(\S+)/.exec(mail.text)![1]!);
    expect(mail.text).toContain('https://wingshare.example/reset?token=');
    await w.confirmReset.execute(token, 'new-password-1');
    await expect(w.logIn.execute({ login: 'ada', password: 'new-password-1', ip: 'x' })).resolves.toBeTruthy();
    await expect(w.confirmReset.execute(token, 'new-password-2')).rejects.toMatchObject({ errors: [MESSAGES.resetTokenInvalid] });
  });

  it('expires the token after one hour', async () => {
    await w.requestReset.execute('ada@example.com');
    const token = decodeURIComponent(/token=(\S+)/.exec(w.mailer.sent[0]!.text)![1]!);
    w.clock.advance(60 * 60 * 1000 + 1);
    await expect(w.confirmReset.execute(token, 'new-password-1')).rejects.toMatchObject({ errors: [MESSAGES.resetTokenInvalid] });
  });

  it('closes the sessions open before the reset', async () => {
    const { token: session } = await w.logIn.execute({ login: 'ada', password: 'correct-horse', ip: 'x' });
    await w.requestReset.execute('ada@example.com');
    const token = decodeURIComponent(/token=(\S+)/.exec(w.mailer.sent[0]!.text)![1]!);
    await w.confirmReset.execute(token, 'new-password-1');
    expect(await w.sessions.resolve(session)).toBeNull();
  });

  it('answers "No user found" for an unknown email', async () => {
    await expect(w.requestReset.execute('ghost@example.com')).rejects.toMatchObject({ code: 'not_found', message: 'No user found' });
    expect(w.mailer.sent).toHaveLength(0);
  });
});

describe('UpdateProfile and DeleteAccount', () => {
  it("keeps the range of total hours that the pilot record's total falls in (issue 15)", async () => {
    const { user } = await w.signUp.execute({ input: input({ totalHours: '0-500' }) });
    // No record yet: any range.
    const { user: free } = await w.update.execute({ user, input: { totalHours: '500-1000' } });
    expect(free.totalHours).toBe('500-1000');
    w.records.set(user.id, { ...EMPTY_RECORD, totalHours: 1200 });
    const refused = MESSAGES.hoursFromRecord(1200, '1000-3000');
    expect(refused).toBe('Your pilot record says 1,200 hours, so the range is 1000-3000: change the total in your pilot record.');
    await expect(w.update.execute({ user: free, input: { totalHours: '3000+' } })).rejects.toMatchObject({ code: 'validation_failed', fields: { totalHours: [refused] } });
    await expect(w.update.execute({ user: free, input: { totalHours: '' } })).rejects.toMatchObject({ code: 'validation_failed' });
    // The unchanged range of a form saved again is let through; the record's own range is taken.
    expect((await w.update.execute({ user: free, input: { totalHours: '500-1000', firstname: 'Ada' } })).user.firstname).toBe('Ada');
    expect((await w.update.execute({ user: free, input: { totalHours: '1000-3000' } })).user.totalHours).toBe('1000-3000');
  });

  it('replaces the avatar and removes the old file', async () => {
    const { user } = await w.signUp.execute({ input: input(), avatar: new TextEncoder().encode('IMG1') });
    const { user: updated } = await w.update.execute({ user, input: {}, avatar: new TextEncoder().encode('IMG2') });
    expect(updated.avatar?.url).not.toBe(user.avatar?.url);
    expect([...w.media.files.keys()]).toEqual([updated.avatar!.url]);
  });

  it('signs out the other sessions when the password changes, not the one it was changed in', async () => {
    const { user } = await w.signUp.execute({ input: input() });
    const here = await w.sessions.create(user.id);
    const elsewhere = await w.sessions.create(user.id);
    await w.update.execute({ user, input: { firstname: 'Renamed' }, session: here });
    expect(await w.sessions.resolve(elsewhere)).toBe(user.id);
    await w.update.execute({ user, input: { password: 'a-new-password-1', confirmPassword: 'a-new-password-1', currentPassword: 'correct-horse' }, session: here });
    expect(await w.sessions.resolve(here)).toBe(user.id);
    expect(await w.sessions.resolve(elsewhere)).toBeNull();
  });

  it('does not let a payload set roles', async () => {
    const { user } = await w.signUp.execute({ input: input() });
    const { user: updated } = await w.update.execute({ user, input: { isAdmin: true, isInstructor: true, provider: 'google' } });
    expect(updated).toMatchObject({ isAdmin: false, isInstructor: false, provider: 'local' });
  });

  it('ends the running subscriptions of a deleted account at the provider', async () => {
    const { user } = await w.signUp.execute({ input: input() });
    const s = await w.paymentGateway.subscribe({ customerId: 'c', priceId: 'p', paymentMethodId: 'pm_ok', promoCode: null, trialDays: 30 });
    await w.subscriptionStore.save(user.id, s);
    await w.remove.execute(user);
    expect(w.paymentGateway.subscriptions.get(s.id)?.status).toBe('canceled');
  });

  it('deletes the account, its sessions and its avatar', async () => {
    const { user, token } = await w.signUp.execute({ input: input(), avatar: new TextEncoder().encode('IMG1') });
    await w.remove.execute(user);
    expect(await w.users.count()).toBe(0);
    expect(await w.sessions.resolve(token)).toBeNull();
    expect(w.media.files.size).toBe(0);
  });
});

describe('changing the email or the password (issue 34)', () => {
  it('needs the current password of a password account, and changes nothing without it', async () => {
    const { user } = await w.signUp.execute({ input: input() });
    const change = { email: 'new@example.com', password: 'a-new-password-1', confirmPassword: 'a-new-password-1', firstname: 'Changed' };
    await expect(w.update.execute({ user, input: change })).rejects.toMatchObject({
      code: 'validation_failed', fields: { currentPassword: [MESSAGES.currentPasswordRequired] },
    });
    await expect(w.update.execute({ user, input: { ...change, currentPassword: 'not-my-password' } })).rejects.toMatchObject({
      code: 'validation_failed', fields: { currentPassword: [MESSAGES.currentPasswordWrong] },
    });
    expect(await w.users.findById(user.id)).toMatchObject({ email: 'ada@example.com', firstname: user.firstname, passwordHash: user.passwordHash });
    const { user: changed, emailChange } = await w.update.execute({ user, input: { ...change, currentPassword: 'correct-horse' } });
    expect(changed).toMatchObject({ email: 'new@example.com', firstname: 'Changed' });
    expect(emailChange).toBeNull();
  });

  it('counts wrong current passwords as failed logins of the account', async () => {
    const { user } = await w.signUp.execute({ input: input() });
    for (let i = 0; i < 3; i++) {
      await expect(w.update.execute({ user, input: { email: 'x@example.com', currentPassword: `guess-${i}` } })).rejects.toMatchObject({ code: 'validation_failed' });
    }
    await expect(w.update.execute({ user, input: { email: 'x@example.com', currentPassword: 'correct-horse' } })).rejects.toMatchObject({ code: 'too_many_requests' });
    await expect(w.logIn.execute({ login: 'ada', password: 'correct-horse', ip: '1.2.3.4' })).rejects.toMatchObject({ code: 'too_many_requests' });
  });

  it('mails a social account a link to its current address, and changes the address only when it is followed, once', async () => {
    const { user } = await w.social.execute({ provider: 'google', providerId: 'g-9', email: 'pat@example.com', firstname: 'Pat', lastname: 'Lee' });
    const { user: unchanged, emailChange } = await w.update.execute({ user, input: { email: 'Pat.New@Example.com', bio: 'Glider pilot' } });
    expect(unchanged).toMatchObject({ email: 'pat@example.com', bio: 'Glider pilot' });
    expect(emailChange).toEqual({ mailedTo: 'pat@example.com', email: 'pat.new@example.com' });
    const mail = w.mailer.sent.at(-1)!;
    expect(mail).toMatchObject({ to: 'pat@example.com', kind: 'email_change' });
    const token = decodeURIComponent(/confirm-email\?token=([^\s"&]+)/.exec(mail.text)![1]!);
    expect(mail.text).toContain('https://wingshare.example/confirm-email?token=');

    await expect(w.confirmEmail.execute('made-up')).rejects.toMatchObject({ code: 'validation_failed', errors: [MESSAGES.emailChangeInvalid] });
    expect(await w.confirmEmail.execute(token)).toEqual({ email: 'pat.new@example.com' });
    expect((await w.users.findById(user.id))!.email).toBe('pat.new@example.com');
    await expect(w.confirmEmail.execute(token)).rejects.toMatchObject({ code: 'validation_failed' });
  });

  it('lets only the latest link of an account work, for a day', async () => {
    const { user } = await w.social.execute({ provider: 'google', providerId: 'g-8', email: 'lee@example.com', firstname: 'Lee', lastname: 'Ray' });
    const tokenOf = () => decodeURIComponent(/confirm-email\?token=([^\s"&]+)/.exec(w.mailer.sent.at(-1)!.text)![1]!);
    await w.update.execute({ user, input: { email: 'first@example.com' } });
    const first = tokenOf();
    await w.update.execute({ user, input: { email: 'second@example.com' } });
    const second = tokenOf();
    await expect(w.confirmEmail.execute(first)).rejects.toMatchObject({ code: 'validation_failed' });
    w.clock.advance(24 * 60 * 60 * 1000);
    await expect(w.confirmEmail.execute(second)).rejects.toMatchObject({ code: 'validation_failed' });
    expect((await w.users.findById(user.id))!.email).toBe('lee@example.com');
  });
});

describe('AirportFavorites', () => {
  it('follows a known airport once and refuses an unknown one', async () => {
    const { user } = await w.signUp.execute({ input: input() });
    await w.favorites.follow(user, 1);
    const again = await w.favorites.follow(user, 1);
    expect(again.favoriteAirports).toEqual([{ id: 1, locationId: 'LOU', facility: 'Bowman', city: 'Louisville', state: 'KY' }]);
    await expect(w.favorites.follow(user, 99)).rejects.toMatchObject({ code: 'not_found' });
    expect((await w.favorites.unfollow(user, 1)).favoriteAirports).toEqual([]);
  });
});

describe('SocialLogin', () => {
  const google = { provider: 'google' as const, providerId: 'g-1', email: 'Pat@Example.com', firstname: 'Pat', lastname: 'Lee' };

  it('creates an account the first time and finds it after', async () => {
    const first = await w.social.execute(google);
    expect(first.user).toMatchObject({ provider: 'google', username: 'pat', email: 'pat@example.com', passwordHash: null });
    const second = await w.social.execute(google);
    expect(second.user.id).toBe(first.user.id);
  });

  it('refuses to take over a local account with the same email', async () => {
    await w.signUp.execute({ input: input({ email: 'pat@example.com' }) });
    await expect(w.social.execute(google)).rejects.toMatchObject({ code: 'conflict', message: SOCIAL_EMAIL_IN_USE });
  });

  it('picks a free username', async () => {
    await w.signUp.execute({ input: input({ username: 'PAT', email: 'other@example.com' }) });
    expect((await w.social.execute(google)).user.username).toBe('pat-2');
  });
});
