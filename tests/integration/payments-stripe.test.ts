import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONNECT_MESSAGES } from '../../adapters/payments/connect-messages.js';
import { StripeConnectGateway, accountState, missingWords } from '../../adapters/payments/stripe-connect.gateway.js';
import { StripePaymentGateway } from '../../adapters/payments/stripe-payment.gateway.js';
import { FakeClock } from '../../application/testing/in-memory-ports.js';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe-server.js';

const DAY_MS = 86_400_000;

describe('StripeConnectGateway (the official SDK against a local Stripe stand-in)', () => {
  let fake: FakeStripe;
  let gateway: StripeConnectGateway;
  let customerId: string;
  let n = 0;
  const key = (what: string) => `booking-${++n}-${what}`;
  const clock = new FakeClock(new Date());
  const calls = (method: string, path: string) => fake.requests.filter((r) => r.method === method && r.path === path);

  beforeAll(async () => {
    fake = await startFakeStripe();
    const options = { secretKey: 'sk_test_wingshare', host: fake.host, port: fake.port, protocol: 'http' as const };
    gateway = new StripeConnectGateway({ ...options, clock });
    customerId = await new StripePaymentGateway(options).createCustomer({ userId: 3, email: 'pilot@example.com', name: 'Pat Pilot' });
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.state.outage = false;
  });

  it('creates an Express account that can receive transfers, pending with what is missing in words, and its onboarding link', async () => {
    const id = await gateway.createAccount({ userId: 12, email: 'tom@example.com' });
    expect(id).toMatch(/^acct_/);
    expect(calls('POST', '/v1/accounts')[0]!.params).toMatchObject({
      type: 'express', email: 'tom@example.com', 'capabilities[transfers][requested]': 'true', 'metadata[userId]': '12',
    });
    expect(await gateway.retrieveAccount(id)).toEqual({
      state: 'pending', missing: ['Business details', 'Bank account', 'Date of birth', 'Identity verification', 'Terms of service acceptance'],
    });
    const url = await gateway.accountLink({ accountId: id, returnUrl: 'https://wingshare.test/account/payouts', refreshUrl: 'https://wingshare.test/account/payouts?again=1' });
    expect(url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\//);
    expect(calls('POST', '/v1/account_links')[0]!.params).toEqual({
      account: id, return_url: 'https://wingshare.test/account/payouts', refresh_url: 'https://wingshare.test/account/payouts?again=1', type: 'account_onboarding',
    });
    fake.completeOnboarding(id);
    expect(await gateway.retrieveAccount(id)).toEqual({ state: 'enabled', missing: [] });
    fake.restrict(id);
    expect((await gateway.retrieveAccount(id)).state).toBe('restricted');
    await expect(gateway.retrieveAccount('acct_nobody')).rejects.toMatchObject({ code: 'not_found', message: CONNECT_MESSAGES.accountNotFound });
  });

  it('reads the onboarding state as Stripe reports it', () => {
    const requirements = (disabled: string | null) => ({ disabled_reason: disabled, currently_due: [] }) as never;
    expect(accountState({ charges_enabled: true, payouts_enabled: true, details_submitted: true, requirements: requirements(null) })).toBe('enabled');
    expect(accountState({ charges_enabled: false, payouts_enabled: false, details_submitted: false, requirements: requirements('requirements.past_due') })).toBe('pending');
    expect(accountState({ charges_enabled: false, payouts_enabled: false, details_submitted: true, requirements: requirements('rejected.fraud') })).toBe('restricted');
    expect(accountState({ charges_enabled: true, payouts_enabled: false, details_submitted: true, requirements: requirements(null) })).toBe('pending');
    expect(missingWords(['individual.verification.additional_document', 'individual.verification.document', 'mystery.field'])).toEqual(['Identity verification', 'Other details']);
  });

  it('saves a card with a confirmed off-session SetupIntent and the key; a declined card is a 402', async () => {
    const k = key('card');
    expect(await gateway.saveCard({ customerId, paymentMethodId: 'pm_card_visa', key: k })).toEqual({ setupIntentId: expect.stringMatching(/^seti_/), card: 'Visa ending 4242' });
    const [sent] = calls('POST', '/v1/setup_intents');
    expect(sent!.params).toMatchObject({ customer: customerId, payment_method: 'pm_card_visa', confirm: 'true', usage: 'off_session' });
    expect(sent!.headers['idempotency-key']).toBe(`setup:${k}`);
    await expect(gateway.saveCard({ customerId, paymentMethodId: 'pm_card_chargeDeclined', key: key('card') }))
      .rejects.toMatchObject({ code: 'payment_failed', message: 'Your card was declined.' });
    await expect(gateway.saveCard({ customerId, paymentMethodId: 'pm_unknown', key: key('card') }))
      .rejects.toMatchObject({ code: 'validation_failed', fields: { paymentMethodId: [CONNECT_MESSAGES.cardNotFound] } });
    expect(await gateway.describeCard('pm_card_visa')).toBe('Visa ending 4242');
  });

  it('holds with manual capture off session until capture_before, captures part with amount_to_capture, and a repeated key moves nothing twice', async () => {
    const k = key('hold');
    const hold = await gateway.placeHold({ customerId, paymentMethodId: 'pm_card_visa', amountCents: 30_000, bookingId: 41, key: k });
    const [sent] = calls('POST', '/v1/payment_intents');
    expect(sent!.params).toMatchObject({
      amount: '30000', currency: 'usd', customer: customerId, payment_method: 'pm_card_visa', capture_method: 'manual', confirm: 'true', off_session: 'true',
      transfer_group: 'booking-41', 'expand[0]': 'latest_charge',
    });
    expect(sent!.headers['idempotency-key']).toBe(`hold:${k}`);
    const pi = fake.state.paymentIntents.get(hold.holdId)!;
    expect(hold.expiresAt).toEqual(new Date(pi.captureBefore! * 1000));
    expect(await gateway.placeHold({ customerId, paymentMethodId: 'pm_card_visa', amountCents: 30_000, bookingId: 41, key: k })).toEqual(hold);
    const before = fake.state.paymentIntents.size;

    const capture = key('capture');
    expect(await gateway.capture({ holdId: hold.holdId, amountCents: 21_000, key: capture })).toEqual({ capturedCents: 21_000, releasedCents: 9000 });
    expect(calls('POST', `/v1/payment_intents/${hold.holdId}/capture`)[0]!.params).toEqual({ amount_to_capture: '21000' });
    expect(await gateway.capture({ holdId: hold.holdId, amountCents: 21_000, key: capture })).toEqual({ capturedCents: 21_000, releasedCents: 9000 });
    expect(fake.state.paymentIntents.get(hold.holdId)!.amountReceived).toBe(21_000);
    expect(fake.state.paymentIntents.size).toBe(before);
    await expect(gateway.capture({ holdId: hold.holdId, amountCents: 5000, key: capture })).rejects.toMatchObject({ message: CONNECT_MESSAGES.idempotencyMismatch });
    await expect(gateway.capture({ holdId: hold.holdId, amountCents: 100, key: key('capture') })).rejects.toMatchObject({ code: 'payment_failed', message: CONNECT_MESSAGES.holdNotCapturable });
    expect(await gateway.releaseHold({ holdId: hold.holdId, key: key('release') })).toEqual({ releasedCents: 9000 }); // what the capture let go
  });

  it('takes a hold without capture_before as lasting 7 days from now', async () => {
    const hold = await gateway.placeHold({ customerId, paymentMethodId: 'pm_card_visa', amountCents: 5000, bookingId: 42, key: key('hold') });
    expect(hold.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000);
  });

  it('refuses a capture above the hold, and says a lapsed authorisation expired', async () => {
    const hold = await gateway.placeHold({ customerId, paymentMethodId: 'pm_card_visa', amountCents: 10_000, bookingId: 43, key: key('hold') });
    await expect(gateway.capture({ holdId: hold.holdId, amountCents: 10_001, key: key('capture') }))
      .rejects.toMatchObject({ code: 'validation_failed', message: CONNECT_MESSAGES.captureAboveHold });
    fake.state.paymentIntents.get(hold.holdId)!.captureBefore = Math.floor(Date.now() / 1000) - 1;
    await expect(gateway.capture({ holdId: hold.holdId, amountCents: 10_000, key: key('capture') }))
      .rejects.toMatchObject({ code: 'payment_failed', message: 'The card authorisation expired before the capture' });
    expect(await gateway.releaseHold({ holdId: hold.holdId, key: key('release') })).toEqual({ releasedCents: 0 });
  });

  it('releases a hold by cancelling it, and a declined hold or charge off session is a 402', async () => {
    const hold = await gateway.placeHold({ customerId, paymentMethodId: 'pm_card_visa', amountCents: 4000, bookingId: 44, key: key('hold') });
    const k = key('release');
    expect(await gateway.releaseHold({ holdId: hold.holdId, key: k })).toEqual({ releasedCents: 4000 });
    expect(calls('POST', `/v1/payment_intents/${hold.holdId}/cancel`)[0]!.headers['idempotency-key']).toBe(`release:${k}`);
    expect(await gateway.releaseHold({ holdId: hold.holdId, key: k })).toEqual({ releasedCents: 4000 }); // the key's first answer
    expect(await gateway.releaseHold({ holdId: hold.holdId, key: key('release') })).toEqual({ releasedCents: 0 });
    const declined = { customerId, paymentMethodId: 'pm_card_chargeDeclined', amountCents: 4000, bookingId: 44 };
    await expect(gateway.placeHold({ ...declined, key: key('hold') })).rejects.toMatchObject({ code: 'payment_failed', message: 'Your card was declined.' });
    await expect(gateway.chargeOffSession({ ...declined, key: key('charge') })).rejects.toMatchObject({ code: 'payment_failed' });
  });

  it('charges off session and refunds up to what was charged, each with its key', async () => {
    const { chargeId } = await gateway.chargeOffSession({ customerId, paymentMethodId: 'pm_card_visa', amountCents: 5000, bookingId: 45, key: key('charge') });
    expect(fake.state.paymentIntents.get(chargeId)).toMatchObject({ status: 'succeeded', captureMethod: 'automatic', transferGroup: 'booking-45' });
    const k = key('refund');
    const refund = await gateway.refund({ paymentId: chargeId, amountCents: 3000, key: k });
    expect(refund.refundId).toMatch(/^re_/);
    expect(await gateway.refund({ paymentId: chargeId, amountCents: 3000, key: k })).toEqual(refund);
    expect(fake.state.refunds.size).toBe(1);
    expect(calls('POST', '/v1/refunds')[0]!.params).toEqual({ payment_intent: chargeId, amount: '3000' });
    await expect(gateway.refund({ paymentId: chargeId, amountCents: 2001, key: key('refund') })).rejects.toMatchObject({ message: CONNECT_MESSAGES.refundAboveCharge });
    await expect(gateway.refund({ paymentId: 'pi_nothing', amountCents: 1, key: key('refund') })).rejects.toMatchObject({ code: 'not_found' });
    const charge = fake.state.paymentIntents.get(chargeId)!.latestCharge;
    await gateway.refund({ paymentId: chargeId, amountCents: 2000, key: key('refund') });
    expect(await gateway.refundsOfCharge(charge)).toEqual([{ id: refund.refundId, amountCents: 3000 }, { id: expect.stringMatching(/^re_/), amountCents: 2000 }]);
  });

  it("transfers to the owner's account tied to the booking's charge, reverses part of it, and reads the balance and payouts on the account", async () => {
    const account = await gateway.createAccount({ userId: 13, email: 'ann@example.com' });
    fake.completeOnboarding(account);
    const hold = await gateway.placeHold({ customerId, paymentMethodId: 'pm_card_visa', amountCents: 25_000, bookingId: 46, key: key('hold') });
    await gateway.capture({ holdId: hold.holdId, amountCents: 20_000, key: key('capture') });
    const k = key('transfer');
    const { transferId } = await gateway.transfer({ accountId: account, amountCents: 18_000, bookingId: 46, key: k });
    expect(calls('POST', '/v1/transfers')[0]!.params).toMatchObject({
      amount: '18000', currency: 'usd', destination: account, transfer_group: 'booking-46', source_transaction: fake.state.paymentIntents.get(hold.holdId)!.latestCharge,
    });
    expect(calls('POST', '/v1/transfers')[0]!.headers['idempotency-key']).toBe(`transfer:${k}`);
    expect(await gateway.transfer({ accountId: account, amountCents: 18_000, bookingId: 46, key: k })).toEqual({ transferId });
    expect(fake.state.transfers.size).toBe(1);

    const { reversalId } = await gateway.reverseTransfer({ transferId, amountCents: 3000, key: key('reversal') });
    expect(reversalId).toMatch(/^trr_/);
    await expect(gateway.reverseTransfer({ transferId, amountCents: 15_001, key: key('reversal') })).rejects.toMatchObject({ message: CONNECT_MESSAGES.reversalAboveTransfer });
    await expect(gateway.reverseTransfer({ transferId: 'tr_nothing', amountCents: 1, key: key('reversal') })).rejects.toMatchObject({ code: 'not_found' });

    fake.payOut(account, 10_000, new Date('2027-01-03T00:00:00Z'));
    fake.payOut(account, 2000, new Date('2027-01-05T00:00:00Z'));
    expect(await gateway.balanceAndPayouts(account)).toEqual({
      balanceCents: 3000,
      payouts: [
        { id: expect.stringMatching(/^po_/), amountCents: 2000, arrivalDate: new Date('2027-01-05T00:00:00Z'), status: 'paid' },
        { id: expect.stringMatching(/^po_/), amountCents: 10_000, arrivalDate: new Date('2027-01-03T00:00:00Z'), status: 'paid' },
      ],
    });
    expect(calls('GET', '/v1/balance')[0]!.headers['stripe-account']).toBe(account);
    expect(calls('GET', '/v1/payouts')[0]!.headers['stripe-account']).toBe(account);
  });

  it("refuses a transfer to an account that cannot receive one, in the owner's words", async () => {
    const account = await gateway.createAccount({ userId: 14, email: 'late@example.com' });
    await expect(gateway.transfer({ accountId: account, amountCents: 1000, bookingId: 47, key: key('transfer') }))
      .rejects.toMatchObject({ code: 'payment_failed', message: CONNECT_MESSAGES.accountCannotReceive });
    fake.completeOnboarding(account);
    fake.restrict(account);
    await expect(gateway.transfer({ accountId: account, amountCents: 1000, bookingId: 47, key: key('transfer') })).rejects.toMatchObject({ code: 'payment_failed' });
  });

  it('answers 503-like unavailability when Stripe fails, so the job retries', async () => {
    fake.state.outage = true;
    await expect(gateway.placeHold({ customerId, paymentMethodId: 'pm_card_visa', amountCents: 1000, bookingId: 48, key: key('hold') }))
      .rejects.toMatchObject({ code: 'unavailable' });
  });
});
