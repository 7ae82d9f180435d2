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
}

export interface FakeStripe {
  host: string;
  port: number;
  requests: RecordedRequest[];
  state: FakeStripeState;
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
      try {
        json(res, 200, route(state, recorded));
      } catch (error) {
        if (error instanceof HttpError) json(res, error.status, { error: error.body });
        else json(res, 500, { error: { type: 'api_error', message: `fake Stripe failed: ${String(error)}` } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    requests,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  res.end(JSON.stringify(body));
}

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
    default:
      throw new HttpError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${req.path}). The fake Stripe does not answer it.`,
      });
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
