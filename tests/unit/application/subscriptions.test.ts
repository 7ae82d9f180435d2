import { beforeEach, describe, expect, it } from 'vitest';
import { ChangeCancellation } from '../../../application/subscriptions/change-cancellation.service.js';
import { EnsureCustomer } from '../../../application/subscriptions/ensure-customer.service.js';
import { KeyedLock } from '../../../application/subscriptions/keyed-lock.js';
import { Subscribe } from '../../../application/subscriptions/subscribe.service.js';
import { SubscriptionLedger } from '../../../application/subscriptions/subscription-ledger.js';
import { SubscriptionPolicy } from '../../../application/subscriptions/subscription-policy.js';
import { FakePaymentGateway, InMemorySubscriptionRepository } from '../../../application/testing/in-memory-payments.js';
import { FakeClock } from '../../../application/testing/in-memory-ports.js';
import { SANDBOX_PRICE_IDS } from '../../../domain/subscription/plans.js';
import type { User } from '../../../domain/user/user.js';

const user = (id: number): User => ({
  id, username: `u${id}`, email: `u${id}@example.com`, firstname: 'U', lastname: String(id), provider: 'local', providerId: null,
  passwordHash: null, avatar: null, airport: null, isDiscoverable: true, bio: '', credentials: [], totalHours: null, wantedPlane: '',
  mostExpPlane: '', isInstructor: false, isAdmin: false, isDisabled: false, emailPublic: false, favoriteAirports: [], createdAt: new Date(), updatedAt: new Date(),
});

let clock: FakeClock;
let repo: InMemorySubscriptionRepository;
let gateway: FakePaymentGateway;
let subscribe: Subscribe;
let change: ChangeCancellation;
let policy: SubscriptionPolicy;

beforeEach(() => {
  clock = new FakeClock();
  repo = new InMemorySubscriptionRepository();
  gateway = new FakePaymentGateway(clock);
  const ledger = new SubscriptionLedger(repo, gateway, clock);
  const ensure = new EnsureCustomer(repo, gateway);
  subscribe = new Subscribe(repo, ledger, ensure, gateway, SANDBOX_PRICE_IDS, clock);
  change = new ChangeCancellation(repo, gateway);
  policy = new SubscriptionPolicy(ledger, SANDBOX_PRICE_IDS, clock);
});

const listing = { priceId: SANDBOX_PRICE_IDS.listing, paymentMethodId: 'pm_ok', promoCode: undefined };

describe('Subscribe', () => {
  it('creates the customer once and stores the subscription', async () => {
    await subscribe.execute({ user: user(1), ...listing });
    await subscribe.execute({ user: user(1), ...listing, priceId: SANDBOX_PRICE_IDS.professional });
    expect(gateway.customersCreated).toBe(1);
    expect(await repo.listForUser(1)).toHaveLength(2);
  });

  it('stores nothing when the card is declined or the promo code unknown', async () => {
    await expect(subscribe.execute({ user: user(1), ...listing, paymentMethodId: 'pm_declined' })).rejects.toMatchObject({ code: 'payment_failed' });
    await expect(subscribe.execute({ user: user(1), ...listing, promoCode: 'BAD' })).rejects.toMatchObject({ code: 'InvalidPromoCode' });
    expect(await repo.listForUser(1)).toEqual([]);
  });

  it('subscribes once when the same user sends twice at the same time', async () => {
    const results = await Promise.allSettled([subscribe.execute({ user: user(1), ...listing }), subscribe.execute({ user: user(1), ...listing })]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(gateway.subscribeCalls).toBe(1);
  });

  it('lets two users subscribe at the same time', async () => {
    await Promise.all([subscribe.execute({ user: user(1), ...listing }), subscribe.execute({ user: user(2), ...listing })]);
    expect(gateway.subscribeCalls).toBe(2);
  });

  it('checks the input before calling the provider', async () => {
    await expect(subscribe.execute({ user: user(1), priceId: 'nope', paymentMethodId: '', promoCode: 5 })).rejects.toMatchObject({
      code: 'validation_failed',
      errors: ['This plan does not exist', 'Please enter your card details', 'Invalid Promotional Code'],
    });
    expect(gateway.subscribeCalls).toBe(0);
  });
});

describe('ChangeCancellation', () => {
  it('lets only the owner cancel or restart', async () => {
    const s = await subscribe.execute({ user: user(1), ...listing });
    await expect(change.execute(user(2), s.id, true)).rejects.toMatchObject({ code: 'forbidden' });
    expect((await change.execute(user(1), s.id, true)).cancelAtPeriodEnd).toBe(true);
    expect((await repo.find(s.id))?.subscription.cancelAtPeriodEnd).toBe(true);
    await expect(change.execute(user(1), 'sub_unknown', true)).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('SubscriptionPolicy', () => {
  it('gates on an active subscription of the right plan', async () => {
    await expect(policy.requireActive(user(1), 'listing')).rejects.toMatchObject({ code: 'forbidden' });
    await subscribe.execute({ user: user(1), ...listing });
    await expect(policy.requireActive(user(1), 'listing')).resolves.toBeUndefined();
    await expect(policy.requireActive(user(1), 'professional')).rejects.toMatchObject({ code: 'forbidden' });
    clock.advance(31 * 86_400_000); // the fake provider neither renews nor ends: period over
    expect(await policy.hasActive(user(1), 'listing')).toBe(false);
  });
});

describe('KeyedLock', () => {
  it('runs tasks of one key in order and keeps going after a failure', async () => {
    const lock = new KeyedLock();
    const order: number[] = [];
    let finishFirst!: () => void;
    const firstMayFinish = new Promise<void>((resolve) => (finishFirst = resolve));
    const slow = lock.run('a', async () => { await firstMayFinish; order.push(1); throw new Error('x'); });
    const next = lock.run('a', async () => { order.push(2); return 'ok'; });
    // Every promise callback has run (a macrotask comes after them): the second task still waits for the first.
    await new Promise((turn) => setImmediate(turn));
    expect(order).toEqual([]);
    finishFirst();
    await expect(slow).rejects.toThrow('x');
    await expect(next).resolves.toBe('ok');
    expect(order).toEqual([1, 2]);
  });
});
