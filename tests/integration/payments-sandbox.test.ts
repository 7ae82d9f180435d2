import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_MESSAGES } from '../../adapters/payments/connect-messages.js';
import { SandboxConnectGateway } from '../../adapters/payments/sandbox-connect.gateway.js';
import { SandboxPaymentGateway } from '../../adapters/payments/sandbox-payment.gateway.js';
import { MikroOrmUnitOfWork } from '../../adapters/persistence/mikro-orm-unit-of-work.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { FakeClock } from '../../application/testing/in-memory-ports.js';
import { createTestDatabase } from '../support/test-database.js';
import { RequestContext } from '@mikro-orm/core';

let orm: MikroORM;
let drop: () => Promise<void>;
const clock = new FakeClock(new Date('2027-05-03T10:00:00Z'));
let gateway: SandboxConnectGateway;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let n = 0;
const key = (what: string) => `booking-${++n}-${what}`;
const count = async (table: string) => Number((await orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from ${table}`))[0]!.n);
const card = { customerId: 'cus_sbx_pilot', paymentMethodId: 'pm_card_visa' };

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  orm = await openDatabase(db.url, { poolMax: 6 });
  gateway = new SandboxConnectGateway(orm, clock, 'http://wingshare.test/');
});
afterAll(async () => {
  await orm?.close();
  await drop?.();
});

async function enabledAccount(): Promise<string> {
  const id = await gateway.createAccount({ userId: 1, email: 'owner@example.com' });
  await gateway.completeOnboarding(id);
  return id;
}

describe('the sandbox of Stripe Connect', () => {
  it('onboards an account: pending with what is missing, its link the sandbox page, enabled once completed', async () => {
    const id = await gateway.createAccount({ userId: 7, email: 'tom@example.com' });
    expect(id).toMatch(/^acct_sbx_/);
    expect(await gateway.retrieveAccount(id)).toEqual({ state: 'pending', missing: ['Bank account', 'Identity verification'] });
    expect(await gateway.accountLink({ accountId: id, returnUrl: 'http://wingshare.test/account/payouts', refreshUrl: 'http://wingshare.test/account/payouts' }))
      .toBe(`http://wingshare.test/sandbox/connect?account=${id}`);
    expect(await gateway.completeOnboarding(id)).toEqual({ state: 'enabled', missing: [] });
    await gateway.disableAccount(id);
    expect(await gateway.retrieveAccount(id)).toEqual({ state: 'restricted', missing: [] });
    expect(await gateway.completeOnboarding(id)).toEqual({ state: 'restricted', missing: [] }); // the platform's restriction stays
    await expect(gateway.retrieveAccount('acct_sbx_nobody')).rejects.toMatchObject({ code: 'not_found' });
    await expect(gateway.accountLink({ accountId: 'acct_sbx_nobody', returnUrl: 'x', refreshUrl: 'x' })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('saves a good card, refuses a declined one with a 402 and keeps nothing, and knows the card form\'s cards', async () => {
    expect(await gateway.saveCard({ ...card, key: key('card') })).toEqual({ setupIntentId: expect.stringMatching(/^seti_sbx_/), card: 'Visa ending 4242' });
    const before = await count('sandbox_setup_intents');
    await expect(gateway.saveCard({ ...card, paymentMethodId: 'pm_card_chargeDeclined', key: key('card') }))
      .rejects.toMatchObject({ code: 'payment_failed', message: 'Your card was declined.' });
    expect(await count('sandbox_setup_intents')).toBe(before);

    const form = new SandboxPaymentGateway(orm, { findByCode: async () => null }, clock);
    const good = await RequestContext.create(orm.em, () => form.createPaymentMethod({ name: 'A', number: '5555 5555 5555 4444', expMonth: 12, expYear: 2030, cvc: '123' }));
    const bad = await RequestContext.create(orm.em, () => form.createPaymentMethod({ name: 'A', number: '4000 0000 0000 0002', expMonth: 12, expYear: 2030, cvc: '123' }));
    expect((await gateway.saveCard({ ...card, paymentMethodId: good.id, key: key('card') })).card).toBe('Mastercard ending 4444');
    expect(await gateway.describeCard(good.id)).toBe('Mastercard ending 4444');
    await expect(gateway.saveCard({ ...card, paymentMethodId: bad.id, key: key('card') })).rejects.toMatchObject({ code: 'payment_failed' });
    await expect(gateway.saveCard({ ...card, paymentMethodId: 'pm_sbx_unknown', key: key('card') }))
      .rejects.toMatchObject({ code: 'validation_failed', fields: { paymentMethodId: [CONNECT_MESSAGES.cardNotFound] } });
  });

  it('holds for 7 days, captures part of the hold and releases the rest; a repeated key moves nothing twice', async () => {
    const hold = await gateway.placeHold({ ...card, amountCents: 30_000, bookingId: 1, key: key('hold') });
    expect(hold.holdId).toMatch(/^pi_sbx_/);
    expect(hold.expiresAt).toEqual(new Date(clock.now().getTime() + 7 * DAY));
    const captureKey = key('capture');
    const first = await gateway.capture({ holdId: hold.holdId, amountCents: 21_000, key: captureKey });
    expect(first).toEqual({ capturedCents: 21_000, releasedCents: 9000 });
    expect(await gateway.capture({ holdId: hold.holdId, amountCents: 21_000, key: captureKey })).toEqual(first);
    // The same key for another amount is a mistake Stripe refuses too.
    await expect(gateway.capture({ holdId: hold.holdId, amountCents: 5000, key: captureKey })).rejects.toMatchObject({ message: CONNECT_MESSAGES.idempotencyMismatch });
    // A new key on a captured hold: refused, nothing captured again.
    await expect(gateway.capture({ holdId: hold.holdId, amountCents: 100, key: key('capture') })).rejects.toMatchObject({ code: 'payment_failed' });
    // Released after its capture: what the capture let go (a step that died before recording its capture, come back).
    expect(await gateway.releaseHold({ holdId: hold.holdId, key: key('release') })).toEqual({ releasedCents: 9000 });
    const [pi] = await orm.em.fork().execute('select amount, amount_received, amount_capturable, status, transfer_group from sandbox_payment_intents where id = ?', [hold.holdId]);
    expect(pi).toEqual({ amount: 30_000, amount_received: 21_000, amount_capturable: 0, status: 'succeeded', transfer_group: 'booking-1' });
  });

  it('answers one result to two calls with one key at once', async () => {
    const hold = await gateway.placeHold({ ...card, amountCents: 10_000, bookingId: 2, key: key('hold') });
    const k = key('capture');
    const [a, b] = await Promise.all([gateway.capture({ holdId: hold.holdId, amountCents: 8000, key: k }), gateway.capture({ holdId: hold.holdId, amountCents: 8000, key: k })]);
    expect(a).toEqual({ capturedCents: 8000, releasedCents: 2000 });
    expect(b).toEqual(a);
  });

  it('refuses a capture larger than the hold, and one after the authorisation lapsed', async () => {
    const hold = await gateway.placeHold({ ...card, amountCents: 10_000, bookingId: 3, key: key('hold') });
    await expect(gateway.capture({ holdId: hold.holdId, amountCents: 10_001, key: key('capture') }))
      .rejects.toMatchObject({ code: 'validation_failed', message: CONNECT_MESSAGES.captureAboveHold });
    clock.advance(7 * DAY);
    const late = key('capture');
    await expect(gateway.capture({ holdId: hold.holdId, amountCents: 10_000, key: late }))
      .rejects.toMatchObject({ code: 'payment_failed', message: 'The card authorisation expired before the capture' });
    await expect(gateway.capture({ holdId: hold.holdId, amountCents: 10_000, key: late })).rejects.toMatchObject({ code: 'payment_failed' });
    await expect(gateway.capture({ holdId: hold.holdId, amountCents: 10_000, key: key('capture') }))
      .rejects.toMatchObject({ message: 'The card authorisation expired before the capture' });
    expect(await gateway.releaseHold({ holdId: hold.holdId, key: key('release') })).toEqual({ releasedCents: 0 });
  });

  it('releases a hold once, and refuses a declined hold or charge', async () => {
    const hold = await gateway.placeHold({ ...card, amountCents: 4000, bookingId: 4, key: key('hold') });
    expect(await gateway.releaseHold({ holdId: hold.holdId, key: key('release') })).toEqual({ releasedCents: 4000 });
    expect(await gateway.releaseHold({ holdId: hold.holdId, key: key('release') })).toEqual({ releasedCents: 0 });
    const declined = { ...card, paymentMethodId: 'pm_card_chargeDeclined', amountCents: 4000, bookingId: 4 };
    await expect(gateway.placeHold({ ...declined, key: key('hold') })).rejects.toMatchObject({ code: 'payment_failed', message: 'Your card was declined.' });
    await expect(gateway.chargeOffSession({ ...declined, key: key('charge') })).rejects.toMatchObject({ code: 'payment_failed' });
    await expect(gateway.placeHold({ ...card, amountCents: 0, bookingId: 4, key: key('hold') })).rejects.toMatchObject({ code: 'validation_failed' });
    // Saved, then declined when charged (Stripe's pm_card_chargeCustomerFail): the hold the day before fails.
    expect((await gateway.saveCard({ ...card, paymentMethodId: 'pm_card_chargeCustomerFail', key: key('card') })).card).toBe('Visa ending 0341');
    await expect(gateway.placeHold({ ...card, paymentMethodId: 'pm_card_chargeCustomerFail', amountCents: 4000, bookingId: 4, key: key('hold') }))
      .rejects.toMatchObject({ code: 'payment_failed' });
  });

  it('charges off session and refunds up to what was charged', async () => {
    const { chargeId } = await gateway.chargeOffSession({ ...card, amountCents: 5000, bookingId: 5, key: key('charge') });
    const k = key('refund');
    const refund = await gateway.refund({ paymentId: chargeId, amountCents: 3000, key: k });
    expect(refund.refundId).toMatch(/^re_sbx_/);
    expect(await gateway.refund({ paymentId: chargeId, amountCents: 3000, key: k })).toEqual(refund);
    await expect(gateway.refund({ paymentId: chargeId, amountCents: 2001, key: key('refund') })).rejects.toMatchObject({ message: CONNECT_MESSAGES.refundAboveCharge });
    await gateway.refund({ paymentId: chargeId, amountCents: 2000, key: key('refund') });
    const hold = await gateway.placeHold({ ...card, amountCents: 4000, bookingId: 5, key: key('hold') });
    await expect(gateway.refund({ paymentId: hold.holdId, amountCents: 1, key: key('refund') })).rejects.toMatchObject({ message: CONNECT_MESSAGES.notCharged });
    await expect(gateway.refund({ paymentId: 'pi_sbx_nothing', amountCents: 1, key: key('refund') })).rejects.toMatchObject({ code: 'not_found' });
  });

  it("transfers to an enabled account's balance, pays it out 2 days later by the clock, and a reversal takes part back", async () => {
    const account = await enabledAccount();
    const k = key('transfer');
    const { transferId } = await gateway.transfer({ accountId: account, amountCents: 18_000, bookingId: 6, key: k });
    expect(await gateway.transfer({ accountId: account, amountCents: 18_000, bookingId: 6, key: k })).toEqual({ transferId });
    expect(await gateway.balanceAndPayouts(account)).toEqual({ balanceCents: 18_000, payouts: [] });
    const { reversalId } = await gateway.reverseTransfer({ transferId, amountCents: 3000, key: key('reversal') });
    expect(reversalId).toMatch(/^trr_sbx_/);
    await expect(gateway.reverseTransfer({ transferId, amountCents: 15_001, key: key('reversal') })).rejects.toMatchObject({ message: CONNECT_MESSAGES.reversalAboveTransfer });
    expect((await gateway.balanceAndPayouts(account)).balanceCents).toBe(15_000);
    const transferredAt = clock.now();
    clock.advance(2 * DAY - 1);
    expect((await gateway.balanceAndPayouts(account)).payouts).toEqual([]);
    clock.advance(1);
    const paid = await gateway.balanceAndPayouts(account);
    expect(paid).toEqual({
      balanceCents: 0,
      payouts: [{ id: expect.stringMatching(/^po_sbx_/), amountCents: 15_000, arrivalDate: new Date(transferredAt.getTime() + 2 * DAY), status: 'paid' }],
    });
    expect(await gateway.balanceAndPayouts(account)).toEqual(paid); // read again: the same payout, not a second
    await gateway.reverseTransfer({ transferId, amountCents: 1000, key: key('reversal') });
    expect((await gateway.balanceAndPayouts(account)).balanceCents).toBe(-1000); // taken back after the payout, as Stripe debits
  });

  it("refuses a transfer to an account that cannot receive one, and the next day's retry with its key reaches it once enabled", async () => {
    const pending = await gateway.createAccount({ userId: 9, email: 'late@example.com' });
    const k = key('transfer');
    const transfer = { accountId: pending, amountCents: 9000, bookingId: 7, key: k };
    await expect(gateway.transfer(transfer)).rejects.toMatchObject({ code: 'payment_failed', message: CONNECT_MESSAGES.accountCannotReceive });
    await gateway.completeOnboarding(pending);
    await expect(gateway.transfer(transfer)).rejects.toMatchObject({ code: 'payment_failed' }); // the same key the same day: the same answer
    clock.advance(DAY);
    const done = await gateway.transfer(transfer);
    expect(done.transferId).toMatch(/^tr_sbx_/);
    expect(await gateway.transfer(transfer)).toEqual(done);
    await gateway.disableAccount(pending);
    await expect(gateway.transfer({ ...transfer, key: key('transfer') })).rejects.toMatchObject({ message: CONNECT_MESSAGES.accountCannotReceive });
    await expect(gateway.transfer({ ...transfer, accountId: 'acct_sbx_nobody', key: key('transfer') })).rejects.toMatchObject({ code: 'not_found' });
  });

  it("is another party than the caller's transaction: a step rolled back after the call is answered the same result when retried", async () => {
    const hold = await gateway.placeHold({ ...card, amountCents: 12_000, bookingId: 8, key: key('hold') });
    const uow = new MikroOrmUnitOfWork(orm, () => {});
    const k = key('capture');
    let first: unknown;
    await expect(RequestContext.create(orm.em, () => uow.run(async () => {
      first = await gateway.capture({ holdId: hold.holdId, amountCents: 12_000, key: k });
      throw new Error('the worker died before its commit');
    }))).rejects.toThrow('died');
    const [pi] = await orm.em.fork().execute<{ status: string }[]>('select status from sandbox_payment_intents where id = ?', [hold.holdId]);
    expect(pi!.status).toBe('succeeded');
    expect(await RequestContext.create(orm.em, () => uow.run(() => gateway.capture({ holdId: hold.holdId, amountCents: 12_000, key: k })))).toEqual(first);
  });
});
