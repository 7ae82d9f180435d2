import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the SDK sent it: the form body (or the query of a GET) flat, in Stripe's bracket keys. */
export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  headers: IncomingMessage['headers'];
}

interface FakeCustomer {
  id: string;
  email: string;
  name: string;
  metadata: Record<string, string>;
  defaultPaymentMethod: string | null;
}

interface FakePaymentMethod {
  id: string;
  customer: string | null;
  /** Attaching succeeds, charging fails (Stripe's pm_card_chargeCustomerFail). */
  failsCharge: boolean;
}

interface FakeCoupon {
  id: string;
  name: string;
  percentOff: number;
}

interface FakePromotionCode {
  id: string;
  code: string;
  active: boolean;
  expiresAt: number | null;
  couponId: string;
}

interface FakeSubscription {
  id: string;
  customer: string;
  priceId: string;
  status: string;
  created: number;
  periodStart: number;
  periodEnd: number;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  defaultPaymentMethod: string | null;
  promotionCodeId: string | null;
  discountId: string | null;
}

export interface FakeStripeState {
  customers: Map<string, FakeCustomer>;
  paymentMethods: Map<string, FakePaymentMethod>;
  coupons: Map<string, FakeCoupon>;
  promotionCodes: FakePromotionCode[];
  subscriptions: Map<string, FakeSubscription>;
  prices: Set<string>;
  /** While true every call answers 500 api_error (Stripe having a bad day). */
  outage: boolean;
  /** Connect (issue 37): the platform's connected accounts and the money of the rentals. */
  accounts: Map<string, FakeAccount>;
  setupIntents: Map<string, { id: string; customer: string; paymentMethod: string; status: string }>;
  paymentIntents: Map<string, FakePaymentIntent>;
  charges: Map<string, FakeCharge>;
  refunds: Map<string, { id: string; charge: string; paymentIntent: string; amount: number }>;
  transfers: Map<string, FakeTransfer>;
  payouts: Array<{ id: string; account: string; amount: number; arrivalDate: number; status: string }>;
  /** POST answers by Idempotency-Key: a repeated key answers the first response (a key with other parameters: 400). */
  idempotency: Map<string, { fingerprint: string; status: number; body: unknown }>;
}

export interface FakeAccount {
  id: string;
  email: string;
  metadata: Record<string, string>;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  currentlyDue: string[];
  disabledReason: string | null;
  /** What the balance holds beside the transfers (for a test of the balance). */
  extraBalance: number;
}

export interface FakePaymentIntent {
  id: string;
  amount: number;
  amountCapturable: number;
  amountReceived: number;
  captureMethod: 'manual' | 'automatic';
  status: string;
  cancellationReason: string | null;
  customer: string;
  paymentMethod: string;
  transferGroup: string | null;
  latestCharge: string;
  /** Seconds: the authorisation lapses then (Stripe then cancels the PaymentIntent, cancellation_reason automatic). */
  captureBefore: number | null;
  metadata: Record<string, string>;
}

interface FakeCharge {
  id: string;
  paymentIntent: string;
  amount: number;
  amountCaptured: number;
  amountRefunded: number;
  captured: boolean;
  status: string;
  transferGroup: string | null;
}

interface FakeTransfer {
  id: string;
  destination: string;
  amount: number;
  amountReversed: number;
  transferGroup: string | null;
  sourceTransaction: string | null;
  reversals: Array<{ id: string; amount: number }>;
}

export interface FakeStripe {
  host: string;
  port: number;
  requests: RecordedRequest[];
  state: FakeStripeState;
  /** Connect: the account's onboarding finished, as the hosted page would (charges and payouts enabled). */
  completeOnboarding(accountId: string): void;
  /** Connect: the account disabled by Stripe after its onboarding (requirements.disabled_reason). */
  restrict(accountId: string, reason?: string): void;
  /** Connect: a transfer's remainder paid out to the owner's bank (a payout of the account). */
  payOut(accountId: string, amount: number, arrivalDate: Date): void;
  close(): Promise<void>;
}

export const FAKE_PRICES = { listing: 'price_listing_test', professional: 'price_professional_test' } as const;
const DAY = 24 * 60 * 60;
const MONTH = 30 * DAY;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; message: string; param?: string; decline_code?: string },
  ) {
    super(body.message);
  }
}

const missing = (what: string, id: string, param?: string) =>
  new HttpError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'`, param });

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function seed(): FakeStripeState {
  const state: FakeStripeState = {
    customers: new Map(),
    paymentMethods: new Map(),
    coupons: new Map(),
    promotionCodes: [],
    subscriptions: new Map(),
    prices: new Set(Object.values(FAKE_PRICES)),
    outage: false,
    accounts: new Map(),
    setupIntents: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    transfers: new Map(),
    payouts: [],
    idempotency: new Map(),
  };
  state.coupons.set('coupon_save20', { id: 'coupon_save20', name: '20% off', percentOff: 20 });
  state.coupons.set('coupon_half', { id: 'coupon_half', name: 'Half price', percentOff: 50 });
  state.promotionCodes.push(
    { id: 'promo_save20', code: 'SAVE20', active: true, expiresAt: null, couponId: 'coupon_save20' },
    { id: 'promo_expired', code: 'EXPIRED50', active: true, expiresAt: nowSeconds() - DAY, couponId: 'coupon_half' },
    { id: 'promo_retired', code: 'RETIRED50', active: false, expiresAt: null, couponId: 'coupon_half' },
  );
  return state;
}

/**
 * A stand-in for api.stripe.com on a loopback port, for the official SDK pointed at it with
 * host/port/protocol. It answers the calls the gateway makes with objects shaped like the pinned API
 * version's (current_period_end on the items, discounts with source.coupon, promotion.coupon), honours
 * the expansions the gateway asks for, keeps its state in memory and records every request.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const state = seed();
  const requests: RecordedRequest[] = [];

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const params = Object.fromEntries(req.method === 'GET' ? url.searchParams : body);
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path: url.pathname, params, headers: req.headers };
      requests.push(recorded);
      // Stripe keeps a POST's answer by its Idempotency-Key: the same key answers it again, with other parameters 400.
      const key = recorded.method === 'POST' ? header(req.headers['idempotency-key']) : undefined;
      const scoped = key ? `${header(req.headers['stripe-account']) ?? ''} ${key}` : undefined;
      const fingerprint = `${recorded.method} ${recorded.path} ${new URLSearchParams(Object.entries(params).sort()).toString()}`;
      const first = scoped ? state.idempotency.get(scoped) : undefined;
      if (first) {
        if (first.fingerprint !== fingerprint) {
          json(res, 400, { error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` } });
        } else {
          json(res, first.status, first.body, { 'idempotent-replayed': 'true' });
        }
        return;
      }
      let status = 200;
      let answer: unknown;
      try {
        answer = route(state, recorded);
      } catch (error) {
        if (error instanceof HttpError) [status, answer] = [error.status, { error: error.body }];
        else [status, answer] = [500, { error: { type: 'api_error', message: `fake Stripe failed: ${String(error)}` } }];
      }
      // As Stripe: a 5xx is not kept (the retry runs again), a refusal is.
      if (scoped && status < 500) state.idempotency.set(scoped, { fingerprint, status, body: answer });
      json(res, status, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    requests,
    state,
    completeOnboarding: (accountId) => {
      const account = state.accounts.get(accountId)!;
      Object.assign(account, { chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, currentlyDue: [], disabledReason: null });
    },
    restrict: (accountId, reason = 'rejected.other') => {
      const account = state.accounts.get(accountId)!;
      Object.assign(account, { chargesEnabled: false, payoutsEnabled: false, detailsSubmitted: true, disabledReason: reason });
    },
    payOut: (accountId, amount, arrivalDate) => {
      state.payouts.push({ id: newId('po'), account: accountId, amount, arrivalDate: Math.floor(arrivalDate.getTime() / 1000), status: 'paid' });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers });
  res.end(JSON.stringify(body));
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function route(state: FakeStripeState, req: RecordedRequest): unknown {
  const auth = req.headers.authorization ?? '';
  if (!auth.startsWith('Bearer sk_test_')) {
    throw new HttpError(401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${auth.slice(7, 15)}***` });
  }
  if (state.outage) throw new HttpError(500, { type: 'api_error', message: 'An unknown error occurred' });
  const p = req.params;
  const expand = expansions(p);
  const parts = req.path.split('/').filter(Boolean); // ['v1', resource, id?, action?]
  const [, resource, id, action] = parts;
  const key = `${req.method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;

  switch (key) {
    case 'POST customers': {
      const customer: FakeCustomer = {
        id: newId('cus'),
        email: p.email ?? '',
        name: p.name ?? '',
        metadata: bracketed(p, 'metadata'),
        defaultPaymentMethod: null,
      };
      state.customers.set(customer.id, customer);
      return customerJson(customer);
    }
    case 'POST customers/:id': {
      const customer = state.customers.get(id!) ?? throwError(missing('customer', id!));
      const pm = p['invoice_settings[default_payment_method]'];
      if (pm !== undefined) {
        if (pm && state.paymentMethods.get(pm)?.customer !== customer.id) {
          throw new HttpError(400, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such PaymentMethod: '${pm}'`,
            param: 'invoice_settings[default_payment_method]',
          });
        }
        customer.defaultPaymentMethod = pm || null;
      }
      return customerJson(customer);
    }
    case 'POST payment_methods/:id/attach':
      return attach(state, id!, p.customer ?? '');
    case 'POST payment_methods/:id/detach': {
      const pm = state.paymentMethods.get(id!) ?? throwError(missing('PaymentMethod', id!));
      for (const customer of state.customers.values()) {
        if (customer.defaultPaymentMethod === pm.id) customer.defaultPaymentMethod = null;
      }
      pm.customer = null;
      return paymentMethodJson(pm);
    }
    case 'GET promotion_codes': {
      const found = state.promotionCodes
        .filter((c) => p.code === undefined || c.code === p.code)
        .filter((c) => p.active === undefined || c.active === (p.active === 'true'))
        .slice(0, Number(p.limit ?? 10));
      return {
        object: 'list',
        url: '/v1/promotion_codes',
        has_more: false,
        data: found.map((c) => promotionCodeJson(state, c, expand.has('data.promotion.coupon'))),
      };
    }
    case 'POST subscriptions':
      return subscriptionJson(state, createSubscription(state, p), expand);
    case 'POST subscriptions/:id': {
      const sub = state.subscriptions.get(id!) ?? throwError(missing('subscription', id!));
      if (sub.status === 'canceled') {
        throw new HttpError(400, {
          type: 'invalid_request_error',
          message: 'A canceled subscription can only update its cancellation_details and metadata.',
        });
      }
      if (p.cancel_at_period_end !== undefined) sub.cancelAtPeriodEnd = p.cancel_at_period_end === 'true';
      return subscriptionJson(state, sub, expand);
    }
    case 'GET subscriptions/:id': {
      const sub = state.subscriptions.get(id!) ?? throwError(missing('subscription', id!));
      return subscriptionJson(state, sub, expand);
    }
    case 'DELETE subscriptions/:id': {
      const sub = state.subscriptions.get(id!) ?? throwError(missing('subscription', id!));
      sub.status = 'canceled';
      return subscriptionJson(state, sub, expand);
    }
    default: {
      const connect = connectRoute(state, req, key, id);
      if (connect !== undefined) return connect;
      throw new HttpError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${req.path}). The fake Stripe does not answer it.`,
      });
    }
  }
}

function attach(state: FakeStripeState, id: string, customerId: string): unknown {
  if (!state.customers.has(customerId)) throw missing('customer', customerId, 'customer');
  // Stripe's test tokens each stand for a fresh card: attaching one creates a new PaymentMethod.
  if (id === 'pm_card_chargeDeclined') {
    throw new HttpError(402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
  }
  let pm: FakePaymentMethod;
  if (id === 'pm_card_visa' || id === 'pm_card_chargeCustomerFail') {
    pm = { id: newId('pm'), customer: null, failsCharge: id === 'pm_card_chargeCustomerFail' };
    state.paymentMethods.set(pm.id, pm);
  } else {
    pm = state.paymentMethods.get(id) ?? throwError(missing('PaymentMethod', id, 'payment_method'));
  }
  pm.customer = customerId;
  return paymentMethodJson(pm);
}

function createSubscription(state: FakeStripeState, p: Record<string, string>): FakeSubscription {
  const customer = state.customers.get(p.customer ?? '') ?? throwError(missing('customer', p.customer ?? '', 'customer'));
  const priceId = p['items[0][price]'] ?? '';
  if (!state.prices.has(priceId)) throw missing('price', priceId, 'items[0][price]');
  const pmId = p.default_payment_method ?? customer.defaultPaymentMethod;
  const pm = pmId ? state.paymentMethods.get(pmId) : undefined;
  if (pmId && pm?.customer !== customer.id) throw missing('PaymentMethod', pmId, 'default_payment_method');
  let promotion: FakePromotionCode | null = null;
  const promoId = p['discounts[0][promotion_code]'];
  if (promoId) {
    promotion = state.promotionCodes.find((c) => c.id === promoId) ?? null;
    if (!promotion || !promotion.active) {
      throw new HttpError(400, {
        type: 'invalid_request_error',
        message: `The promotion code '${promoId}' is not valid.`,
        param: 'discounts[0][promotion_code]',
      });
    }
  }
  const now = nowSeconds();
  const trialDays = p.trial_period_days ? Number(p.trial_period_days) : 0;
  const trialEnd = trialDays > 0 ? now + trialDays * DAY : null;
  let status = trialEnd ? 'trialing' : 'active';
  if (!trialEnd && (!pm || pm.failsCharge)) {
    // The first invoice is charged now.
    if ((p.payment_behavior ?? 'allow_incomplete') === 'error_if_incomplete') {
      throw new HttpError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      });
    }
    status = 'incomplete';
  }
  const sub: FakeSubscription = {
    id: newId('sub'),
    customer: customer.id,
    priceId,
    status,
    created: now,
    periodStart: now,
    periodEnd: trialEnd ?? now + MONTH,
    trialEnd,
    cancelAtPeriodEnd: false,
    defaultPaymentMethod: pmId ?? null,
    promotionCodeId: promotion?.id ?? null,
    discountId: promotion ? newId('di') : null,
  };
  state.subscriptions.set(sub.id, sub);
  return sub;
}

function subscriptionJson(state: FakeStripeState, sub: FakeSubscription, expand: Set<string>) {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    created: sub.created,
    start_date: sub.created,
    billing_cycle_anchor: sub.trialEnd ?? sub.periodStart,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    cancel_at: sub.cancelAtPeriodEnd ? sub.periodEnd : null,
    canceled_at: null,
    ended_at: null,
    trial_start: sub.trialEnd ? sub.created : null,
    trial_end: sub.trialEnd,
    default_payment_method: sub.defaultPaymentMethod,
    collection_method: 'charge_automatically',
    currency: 'usd',
    livemode: false,
    metadata: {},
    latest_invoice: null,
    discounts: sub.discountId ? [discountJson(state, sub, expand)] : [],
    items: {
      object: 'list',
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${sub.id}`,
      data: [
        {
          id: `si_${sub.id.slice(4)}`,
          object: 'subscription_item',
          subscription: sub.id,
          quantity: 1,
          created: sub.created,
          current_period_start: sub.periodStart,
          current_period_end: sub.periodEnd,
          discounts: [],
          metadata: {},
          price: { id: sub.priceId, object: 'price', currency: 'usd', unit_amount: 1200, recurring: { interval: 'month', interval_count: 1 } },
        },
      ],
    },
  };
}

function discountJson(state: FakeStripeState, sub: FakeSubscription, expand: Set<string>) {
  if (!expand.has('discounts') && !expand.has('discounts.promotion_code') && !expand.has('discounts.source.coupon')) return sub.discountId;
  const promotion = state.promotionCodes.find((c) => c.id === sub.promotionCodeId)!;
  return {
    id: sub.discountId,
    object: 'discount',
    customer: sub.customer,
    subscription: sub.id,
    subscription_item: null,
    invoice: null,
    invoice_item: null,
    checkout_session: null,
    start: sub.created,
    end: null,
    promotion_code: expand.has('discounts.promotion_code') ? promotionCodeJson(state, promotion, false) : promotion.id,
    source: { type: 'coupon', coupon: expand.has('discounts.source.coupon') ? couponJson(state, promotion.couponId) : promotion.couponId },
  };
}

function promotionCodeJson(state: FakeStripeState, c: FakePromotionCode, expandCoupon: boolean) {
  return {
    id: c.id,
    object: 'promotion_code',
    code: c.code,
    active: c.active,
    expires_at: c.expiresAt,
    customer: null,
    created: nowSeconds() - 10 * DAY,
    livemode: false,
    max_redemptions: null,
    times_redeemed: 0,
    metadata: {},
    restrictions: { first_time_transaction: false, minimum_amount: null, minimum_amount_currency: null },
    promotion: { type: 'coupon', coupon: expandCoupon ? couponJson(state, c.couponId) : c.couponId },
  };
}

function couponJson(state: FakeStripeState, id: string) {
  const coupon = state.coupons.get(id)!;
  return {
    id: coupon.id,
    object: 'coupon',
    name: coupon.name,
    percent_off: coupon.percentOff,
    amount_off: null,
    currency: null,
    duration: 'forever',
    duration_in_months: null,
    valid: true,
    livemode: false,
    metadata: {},
  };
}

const customerJson = (c: FakeCustomer) => ({
  id: c.id,
  object: 'customer',
  email: c.email,
  name: c.name,
  metadata: c.metadata,
  invoice_settings: { default_payment_method: c.defaultPaymentMethod, custom_fields: null, footer: null },
  livemode: false,
});

const paymentMethodJson = (pm: FakePaymentMethod) => ({
  id: pm.id,
  object: 'payment_method',
  type: 'card',
  customer: pm.customer,
  card: { brand: 'visa', last4: pm.failsCharge ? '0341' : '4242', exp_month: 12, exp_year: 2034 },
  livemode: false,
});

/** `expand[0]=a&expand[1]=b` as a set. */
function expansions(params: Record<string, string>): Set<string> {
  return new Set(Object.entries(params).filter(([k]) => /^expand\[\d+\]$/.test(k)).map(([, v]) => v));
}

/** `metadata[userId]=7` as { userId: '7' }. */
function bracketed(params: Record<string, string>, name: string): Record<string, string> {
  const prefix = `${name}[`;
  return Object.fromEntries(
    Object.entries(params)
      .filter(([k]) => k.startsWith(prefix) && k.endsWith(']'))
      .map(([k, v]) => [k.slice(prefix.length, -1), v]),
  );
}

function throwError(error: Error): never {
  throw error;
}

// Connect (issue 37): accounts, SetupIntents, PaymentIntents with manual capture, refunds, transfers, balance, payouts.

const TEST_CARDS: Record<string, { last4: string; declines: boolean }> = {
  pm_card_visa: { last4: '4242', declines: false },
  pm_card_chargeDeclined: { last4: '0002', declines: true },
};
const HOLD_SECONDS = 7 * DAY;

const cardDeclined = (extra: Record<string, unknown> = {}) =>
  new HttpError(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', ...extra });

const unexpectedState = (pi: FakePaymentIntent, action: string) =>
  new HttpError(400, {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message: `This PaymentIntent could not be ${action} because it has a status of ${pi.status}.`,
  });

const invalidAmount = (param: string, message: string) => new HttpError(400, { type: 'invalid_request_error', code: 'parameter_invalid_integer', message, param });

/** A test token stands for a fresh card (Stripe makes a PaymentMethod of it); another id must be known. */
function cardOf(state: FakeStripeState, id: string): { id: string; last4: string; declines: boolean } {
  const test = TEST_CARDS[id];
  if (test) return { id, ...test };
  const pm = state.paymentMethods.get(id) ?? throwError(missing('PaymentMethod', id, 'payment_method'));
  return { id: pm.id, last4: pm.failsCharge ? '0341' : '4242', declines: pm.failsCharge };
}

/** Stripe lets an uncaptured authorisation lapse at capture_before and cancels its PaymentIntent. */
function lapse(pi: FakePaymentIntent): void {
  if (pi.status === 'requires_capture' && pi.captureBefore !== null && pi.captureBefore <= nowSeconds()) {
    Object.assign(pi, { status: 'canceled', cancellationReason: 'automatic', amountCapturable: 0 });
  }
}

function connectRoute(state: FakeStripeState, req: RecordedRequest, key: string, id: string | undefined): unknown {
  const p = req.params;
  const expand = expansions(p);
  const onAccount = header(req.headers['stripe-account']);
  switch (key) {
    case 'POST accounts': {
      const account: FakeAccount = {
        id: newId('acct'),
        email: p.email ?? '',
        metadata: bracketed(p, 'metadata'),
        chargesEnabled: false,
        payoutsEnabled: false,
        detailsSubmitted: false,
        currentlyDue: ['business_type', 'external_account', 'individual.dob.day', 'individual.verification.document', 'tos_acceptance.date'],
        disabledReason: 'requirements.past_due',
        extraBalance: 0,
      };
      if (p.type !== 'express') throw new HttpError(400, { type: 'invalid_request_error', message: 'The fake answers Express accounts only', param: 'type' });
      state.accounts.set(account.id, account);
      return accountJson(account);
    }
    case 'GET accounts/:id':
      return accountJson(state.accounts.get(id!) ?? throwError(missing('account', id!)));
    case 'POST account_links': {
      const account = state.accounts.get(p.account ?? '') ?? throwError(missing('account', p.account ?? '', 'account'));
      return { object: 'account_link', created: nowSeconds(), expires_at: nowSeconds() + 300, url: `https://connect.stripe.test/setup/e/${account.id}/${newId('link')}` };
    }
    case 'GET balance': {
      const account = state.accounts.get(onAccount ?? '') ?? throwError(missing('account', onAccount ?? ''));
      const transferred = [...state.transfers.values()].filter((t) => t.destination === account.id).reduce((sum, t) => sum + t.amount - t.amountReversed, 0);
      const paidOut = state.payouts.filter((po) => po.account === account.id).reduce((sum, po) => sum + po.amount, 0);
      return {
        object: 'balance',
        livemode: false,
        available: [{ amount: transferred - paidOut, currency: 'usd', source_types: { card: transferred - paidOut } }],
        pending: [{ amount: account.extraBalance, currency: 'usd', source_types: { card: account.extraBalance } }],
      };
    }
    case 'GET payouts': {
      const account = state.accounts.get(onAccount ?? '') ?? throwError(missing('account', onAccount ?? ''));
      const data = state.payouts.filter((po) => po.account === account.id).sort((a, b) => b.arrivalDate - a.arrivalDate)
        .map((po) => ({ id: po.id, object: 'payout', amount: po.amount, arrival_date: po.arrivalDate, currency: 'usd', status: po.status, livemode: false }));
      return { object: 'list', url: '/v1/payouts', has_more: false, data };
    }
    case 'GET payment_methods/:id': {
      const card = cardOf(state, id!);
      return { id: card.id, object: 'payment_method', type: 'card', customer: null, card: { brand: 'visa', last4: card.last4, exp_month: 12, exp_year: 2034 }, livemode: false };
    }
    case 'POST setup_intents': {
      if (!state.customers.has(p.customer ?? '')) throw missing('customer', p.customer ?? '', 'customer');
      const card = cardOf(state, p.payment_method ?? '');
      const setup = { id: newId('seti'), customer: p.customer!, paymentMethod: card.id, status: card.declines ? 'requires_payment_method' : 'succeeded' };
      state.setupIntents.set(setup.id, setup);
      if (card.declines) throw cardDeclined({ setup_intent: setupIntentJson(setup, null) });
      const pm = expand.has('payment_method') ? { id: card.id, object: 'payment_method', type: 'card', card: { brand: 'visa', last4: card.last4, exp_month: 12, exp_year: 2034 } } : null;
      return setupIntentJson(setup, pm);
    }
    case 'POST payment_intents': {
      const amount = Number(p.amount);
      if (!Number.isInteger(amount) || amount < 50) throw invalidAmount('amount', 'Amount must be at least $0.50 usd');
      if (!state.customers.has(p.customer ?? '')) throw missing('customer', p.customer ?? '', 'customer');
      const card = cardOf(state, p.payment_method ?? '');
      const manual = p.capture_method === 'manual';
      const pi: FakePaymentIntent = {
        id: newId('pi'), amount, amountCapturable: 0, amountReceived: 0, captureMethod: manual ? 'manual' : 'automatic',
        status: 'requires_payment_method', cancellationReason: null, customer: p.customer!, paymentMethod: card.id,
        transferGroup: p.transfer_group ?? null, latestCharge: newId('ch'), captureBefore: null, metadata: bracketed(p, 'metadata'),
      };
      state.paymentIntents.set(pi.id, pi);
      if (card.declines) throw cardDeclined({ payment_intent: paymentIntentJson(state, pi, false) });
      if (manual) Object.assign(pi, { status: 'requires_capture', amountCapturable: amount, captureBefore: nowSeconds() + HOLD_SECONDS });
      else Object.assign(pi, { status: 'succeeded', amountReceived: amount });
      state.charges.set(pi.latestCharge, {
        id: pi.latestCharge, paymentIntent: pi.id, amount, amountCaptured: manual ? 0 : amount, amountRefunded: 0, captured: !manual,
        status: 'succeeded', transferGroup: pi.transferGroup,
      });
      return paymentIntentJson(state, pi, expand.has('latest_charge'));
    }
    case 'GET payment_intents/:id': {
      const pi = state.paymentIntents.get(id!) ?? throwError(missing('payment_intent', id!));
      lapse(pi);
      return paymentIntentJson(state, pi, expand.has('latest_charge'));
    }
    case 'POST payment_intents/:id/capture': {
      const pi = state.paymentIntents.get(id!) ?? throwError(missing('payment_intent', id!));
      lapse(pi);
      if (pi.status !== 'requires_capture') throw unexpectedState(pi, 'captured');
      const amount = p.amount_to_capture === undefined ? pi.amountCapturable : Number(p.amount_to_capture);
      if (amount > pi.amountCapturable) {
        throw invalidAmount('amount_to_capture', 'The amount_to_capture must be less than or equal to the PaymentIntent amount_capturable.');
      }
      Object.assign(pi, { status: 'succeeded', amountReceived: amount, amountCapturable: 0 });
      Object.assign(state.charges.get(pi.latestCharge)!, { amountCaptured: amount, captured: true });
      return paymentIntentJson(state, pi, expand.has('latest_charge'));
    }
    case 'POST payment_intents/:id/cancel': {
      const pi = state.paymentIntents.get(id!) ?? throwError(missing('payment_intent', id!));
      lapse(pi);
      if (pi.status !== 'requires_capture' && pi.status !== 'requires_payment_method') throw unexpectedState(pi, 'canceled');
      Object.assign(pi, { status: 'canceled', cancellationReason: p.cancellation_reason ?? null, amountCapturable: 0 });
      return paymentIntentJson(state, pi, false);
    }
    case 'POST refunds': {
      const pi = state.paymentIntents.get(p.payment_intent ?? '') ?? throwError(missing('payment_intent', p.payment_intent ?? '', 'payment_intent'));
      const charge = state.charges.get(pi.latestCharge);
      if (pi.status !== 'succeeded' || !charge) {
        throw new HttpError(400, { type: 'invalid_request_error', code: 'charge_not_captured', message: 'This PaymentIntent has no captured charge to refund.' });
      }
      const amount = p.amount === undefined ? charge.amountCaptured - charge.amountRefunded : Number(p.amount);
      if (amount > charge.amountCaptured - charge.amountRefunded) {
        throw invalidAmount('amount', `Refund amount (${amount}) is greater than unrefunded amount on charge (${charge.amountCaptured - charge.amountRefunded})`);
      }
      charge.amountRefunded += amount;
      const refund = { id: newId('re'), charge: charge.id, paymentIntent: pi.id, amount };
      state.refunds.set(refund.id, refund);
      return { id: refund.id, object: 'refund', amount, charge: charge.id, payment_intent: pi.id, currency: 'usd', status: 'succeeded', created: nowSeconds() };
    }
    case 'GET refunds': {
      const data = [...state.refunds.values()].filter((r) => p.charge === undefined || r.charge === p.charge)
        .map((r) => ({ id: r.id, object: 'refund', amount: r.amount, charge: r.charge, payment_intent: r.paymentIntent, currency: 'usd', status: 'succeeded' }));
      return { object: 'list', url: '/v1/refunds', has_more: false, data };
    }
    case 'GET charges': {
      const data = [...state.charges.values()].filter((c) => p.transfer_group === undefined || c.transferGroup === p.transfer_group).slice(0, Number(p.limit ?? 10)).map(chargeJson);
      return { object: 'list', url: '/v1/charges', has_more: false, data };
    }
    case 'POST transfers': {
      const account = state.accounts.get(p.destination ?? '') ?? throwError(missing('account', p.destination ?? '', 'destination'));
      if (!account.payoutsEnabled) {
        throw new HttpError(400, {
          type: 'invalid_request_error',
          message: 'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
          param: 'destination',
        });
      }
      const source = p.source_transaction;
      if (source !== undefined && !state.charges.has(source)) throw missing('charge', source, 'source_transaction');
      const transfer: FakeTransfer = {
        id: newId('tr'), destination: account.id, amount: Number(p.amount), amountReversed: 0, transferGroup: p.transfer_group ?? null,
        sourceTransaction: source ?? null, reversals: [],
      };
      state.transfers.set(transfer.id, transfer);
      return transferJson(transfer);
    }
    case 'POST transfers/:id/reversals': {
      const transfer = state.transfers.get(id!) ?? throwError(missing('transfer', id!));
      const amount = p.amount === undefined ? transfer.amount - transfer.amountReversed : Number(p.amount);
      if (amount > transfer.amount - transfer.amountReversed) throw invalidAmount('amount', 'The reversal amount is greater than the transfer amount not yet reversed.');
      const reversal = { id: newId('trr'), amount };
      transfer.reversals.push(reversal);
      transfer.amountReversed += amount;
      return { id: reversal.id, object: 'transfer_reversal', amount, currency: 'usd', transfer: transfer.id, created: nowSeconds() };
    }
    default:
      return undefined;
  }
}

const accountJson = (a: FakeAccount) => ({
  id: a.id,
  object: 'account',
  type: 'express',
  email: a.email,
  metadata: a.metadata,
  charges_enabled: a.chargesEnabled,
  payouts_enabled: a.payoutsEnabled,
  details_submitted: a.detailsSubmitted,
  capabilities: { transfers: a.payoutsEnabled ? 'active' : 'inactive' },
  requirements: {
    alternatives: [], current_deadline: null, currently_due: a.currentlyDue, disabled_reason: a.disabledReason, errors: [],
    eventually_due: a.currentlyDue, past_due: a.currentlyDue, pending_verification: [],
  },
  livemode: false,
});

const setupIntentJson = (s: { id: string; customer: string; paymentMethod: string; status: string }, pm: unknown) => ({
  id: s.id, object: 'setup_intent', customer: s.customer, payment_method: pm ?? s.paymentMethod, status: s.status, usage: 'off_session', livemode: false,
});

function paymentIntentJson(state: FakeStripeState, pi: FakePaymentIntent, expandCharge: boolean) {
  const charge = state.charges.get(pi.latestCharge);
  return {
    id: pi.id,
    object: 'payment_intent',
    amount: pi.amount,
    amount_capturable: pi.amountCapturable,
    amount_received: pi.amountReceived,
    capture_method: pi.captureMethod,
    cancellation_reason: pi.cancellationReason,
    currency: 'usd',
    customer: pi.customer,
    payment_method: pi.paymentMethod,
    status: pi.status,
    transfer_group: pi.transferGroup,
    metadata: pi.metadata,
    latest_charge: charge ? (expandCharge ? { ...chargeJson(charge), payment_method_details: { type: 'card', card: { capture_before: pi.captureBefore } } } : charge.id) : null,
    livemode: false,
  };
}

const chargeJson = (c: FakeCharge) => ({
  id: c.id, object: 'charge', amount: c.amount, amount_captured: c.amountCaptured, amount_refunded: c.amountRefunded, captured: c.captured,
  currency: 'usd', payment_intent: c.paymentIntent, status: c.status, transfer_group: c.transferGroup, livemode: false,
});

const transferJson = (t: FakeTransfer) => ({
  id: t.id, object: 'transfer', amount: t.amount, amount_reversed: t.amountReversed, currency: 'usd', destination: t.destination,
  transfer_group: t.transferGroup, source_transaction: t.sourceTransaction, reversed: t.amountReversed === t.amount,
  reversals: { object: 'list', has_more: false, data: t.reversals.map((r) => ({ id: r.id, object: 'transfer_reversal', amount: r.amount, transfer: t.id })) },
  livemode: false,
});
