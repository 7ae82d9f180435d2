import type { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { DomainError, notFound, validationFailed } from '../../domain/errors.js';
import { PAYMENT_MESSAGES } from '../../domain/subscription/payment-messages.js';
import { isUsable, type PromotionCode } from '../../domain/subscription/promotion-code.js';
import { addDays, addMonths, type Subscription, type SubscriptionStatus } from '../../domain/subscription/subscription.js';
import type { PaymentGateway, SubscribeRequest } from '../../application/ports/payment-gateway.js';
import type { Clock } from '../../application/ports/security.js';
import { checkCard, TEST_PAYMENT_METHODS, type CardInput, type CheckedCard } from './sandbox-card.js';

interface SandboxSubscriptionRow {
  id: string;
  customer_id: string;
  price_id: string;
  payment_method_id: string;
  status: string;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  trial_end: Date | null;
  discount_name: string | null;
  discount_percent_off: string | number | null;
}

/** Where the sandbox looks promotion codes up (the promotion_codes table, written in the back office). */
export interface PromotionCodeLookup {
  findByCode(code: string): Promise<PromotionCode | null>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const toSubscription = (r: SandboxSubscriptionRow): Subscription => ({
  id: r.id,
  priceId: r.price_id,
  status: r.status as SubscriptionStatus,
  currentPeriodEnd: new Date(r.current_period_end),
  cancelAtPeriodEnd: r.cancel_at_period_end,
  trialEnd: r.trial_end ? new Date(r.trial_end) : null,
  discount: r.discount_name ? { name: r.discount_name, percentOff: Number(r.discount_percent_off) } : null,
});

/**
 * The embedded default payment provider: Stripe's subscription lifecycle kept in the database against
 * the clock. A trial of trialDays, then monthly renewals charged to the card; cancel at period end
 * ends it when the period does; a declined card is refused at subscribe time and leaves nothing.
 * Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined; Stripe's test ids
 * pm_card_visa and pm_card_chargeDeclined work too.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly mode = 'sandbox' as const;

  constructor(
    private readonly orm: MikroORM,
    private readonly promotionCodes: PromotionCodeLookup,
    private readonly clock: Clock,
  ) {}

  private get em() {
    return this.orm.em;
  }

  /** The sandbox's createPaymentMethod: checks the card fields and keeps the card. */
  async createPaymentMethod(input: CardInput): Promise<{ id: string; brand: string; last4: string }> {
    const { errors, card } = checkCard(input, this.clock.now());
    if (!card) throw validationFailed(errors);
    const id = newId('pm_sbx');
    await this.em.execute(
      'insert into sandbox_payment_methods (id, brand, last4, exp_month, exp_year, outcome) values (?, ?, ?, ?, ?, ?)',
      [id, card.brand, card.last4, card.expMonth, card.expYear, card.outcome],
    );
    return { id, brand: card.brand, last4: card.last4 };
  }

  async createCustomer(input: { userId: number; email: string; name: string }): Promise<string> {
    const id = newId('cus_sbx');
    await this.em.execute('insert into sandbox_customers (id, user_id, email, name) values (?, ?, ?, ?)', [id, input.userId, input.email, input.name]);
    return id;
  }

  async subscribe(r: SubscribeRequest): Promise<Subscription> {
    let discount: { name: string; percentOff: number } | null = null;
    if (r.promoCode) {
      const promo = await this.promotionCodes.findByCode(r.promoCode);
      if (!promo || !isUsable(promo, this.clock.now())) {
        throw new DomainError('InvalidPromoCode', PAYMENT_MESSAGES.invalidPromoCode, [PAYMENT_MESSAGES.invalidPromoCode]);
      }
      discount = { name: promo.code, percentOff: promo.percentOff };
    }
    const card = await this.card(r.paymentMethodId);
    if (card.outcome === 'decline') throw new DomainError('payment_failed', PAYMENT_MESSAGES.cardDeclined);
    const customers = await this.em.execute<{ id: string }[]>('select id from sandbox_customers where id = ?', [r.customerId]);
    if (!customers.length) throw notFound('Customer not found');

    const now = this.clock.now();
    const trialEnd = r.trialDays > 0 ? addDays(now, r.trialDays) : null;
    const id = newId('sub_sbx');
    const rows = await this.em.execute<SandboxSubscriptionRow[]>(
      `insert into sandbox_subscriptions (id, customer_id, price_id, payment_method_id, status, current_period_start,
         current_period_end, trial_end, discount_name, discount_percent_off)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
      [id, r.customerId, r.priceId, r.paymentMethodId, trialEnd ? 'trialing' : 'active', now, trialEnd ?? addMonths(now, 1),
        trialEnd, discount?.name ?? null, discount?.percentOff ?? null],
    );
    return toSubscription(rows[0]!);
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean): Promise<Subscription> {
    const current = await this.retrieve(subscriptionId);
    if (current.status === 'canceled') throw validationFailed([PAYMENT_MESSAGES.subscriptionEnded]);
    const rows = await this.em.execute<SandboxSubscriptionRow[]>(
      'update sandbox_subscriptions set cancel_at_period_end = ? where id = ? returning *',
      [cancelAtPeriodEnd, subscriptionId],
    );
    return toSubscription(rows[0]!);
  }

  async cancelNow(subscriptionId: string): Promise<Subscription> {
    await this.retrieve(subscriptionId);
    const rows = await this.em.execute<SandboxSubscriptionRow[]>(
      `update sandbox_subscriptions set status = 'canceled', current_period_end = least(current_period_end, ?),
         ended_at = coalesce(ended_at, ?) where id = ? returning *`,
      [this.clock.now(), this.clock.now(), subscriptionId],
    );
    return toSubscription(rows[0]!);
  }

  /** Brings a subscription up to the clock: renewals charged, a canceled one ended at its period end. */
  async retrieve(subscriptionId: string): Promise<Subscription> {
    return this.em.transactional(async (em) => {
      const rows = await em.execute<SandboxSubscriptionRow[]>('select * from sandbox_subscriptions where id = ? for update', [subscriptionId]);
      const row = rows[0];
      if (!row) throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
      const now = this.clock.now().getTime();
      let changed = false;
      while (new Date(row.current_period_end).getTime() <= now && (row.status === 'trialing' || row.status === 'active')) {
        changed = true;
        if (row.cancel_at_period_end) {
          row.status = 'canceled';
          break;
        }
        const card = await this.card(row.payment_method_id);
        if (card.outcome === 'decline') {
          row.status = 'past_due';
          break;
        }
        row.current_period_start = row.current_period_end;
        row.current_period_end = addMonths(new Date(row.current_period_end), 1);
        row.status = 'active';
      }
      if (changed) {
        await em.execute(
          `update sandbox_subscriptions set status = ?, current_period_start = ?, current_period_end = ?,
             ended_at = case when ? = 'canceled' then current_period_end else ended_at end where id = ?`,
          [row.status, row.current_period_start, row.current_period_end, row.status, row.id],
        );
      }
      return toSubscription(row);
    });
  }

  private async card(paymentMethodId: string): Promise<Pick<CheckedCard, 'outcome'>> {
    const known = TEST_PAYMENT_METHODS[paymentMethodId];
    if (known) return known;
    const rows = await this.em.execute<{ outcome: 'succeed' | 'decline' }[]>(
      'select outcome from sandbox_payment_methods where id = ?',
      [paymentMethodId],
    );
    if (!rows[0]) throw validationFailed(['This card could not be found. Please enter your card details again.']);
    return rows[0];
  }
}
