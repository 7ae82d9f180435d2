import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { transferGroupOf, type ChargeInput, type ConnectGateway, type ProviderPayout, type TransferInput } from '../../application/ports/connect-gateway.js';
import type { Clock } from '../../application/ports/security.js';
import { DomainError, isDomainError, notFound, validationFailed, type ErrorCode } from '../../domain/errors.js';
import type { FieldErrors } from '../../domain/field-errors.js';
import type { PayoutState } from '../../domain/payment/payment.js';
import { CONNECT_MESSAGES, SANDBOX_ONBOARDING_MISSING } from './connect-messages.js';
import { TEST_PAYMENT_METHODS } from './sandbox-card.js';

type AccountState = Exclude<PayoutState, 'none'>;

interface IntentRow {
  id: string; capture_method: 'manual' | 'automatic'; amount: number; amount_capturable: number; amount_received: number;
  amount_refunded: number; capture_before: Date | null; status: string;
}

/** What an idempotency key answers again: the first call's result or its refusal. */
type Stored = { result: unknown } | { error: { code: ErrorCode; message: string; errors: string[]; fields?: FieldErrors } };

const DAY_MS = 86_400_000;
/** Stripe's authorisation lifetime for a card payment: capture_before is this long after the hold. */
export const SANDBOX_HOLD_LIFETIME_MS = 7 * DAY_MS;
/** The sandbox pays a transfer out to the owner's bank this long after it reaches the account. */
export const SANDBOX_PAYOUT_DELAY_MS = 2 * DAY_MS;
/** How long a refused call's key answers the refusal again (see idempotent()). */
const REFUSAL_KEPT_MS = DAY_MS;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

type CardOutcome = 'succeed' | 'decline' | 'decline_charges';

/** Stripe's test card that saves but whose charges fail (pm_card_chargeCustomerFail): a hold that fails later. */
const CONNECT_TEST_CARDS: Record<string, { brand: string; last4: string; outcome: CardOutcome }> = {
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', outcome: 'decline_charges' },
};

function positive(amountCents: number): void {
  if (!Number.isInteger(amountCents) || amountCents <= 0) throw validationFailed([CONNECT_MESSAGES.amountInvalid]);
}

/**
 * The embedded default of Stripe Connect (issue 37), in the database against the clock: Express accounts
 * that start `pending` (missing a bank account and an identity check) until the sandbox's onboarding page
 * completes them (completeOnboarding, called by the sandbox route); SetupIntents that save a card;
 * PaymentIntents with manual capture whose authorisation lapses 7 days after the hold (capture_before);
 * off-session charges, refunds, transfers to an account's balance, reversals, and payouts: what a transfer
 * left is paid out 2 days after it, computed from the clock when the balance is read.
 *
 * Test cards: pm_card_visa succeeds, pm_card_chargeDeclined is declined, pm_card_chargeCustomerFail is saved but
 * its charges and holds are declined, and the pm_sbx_ cards of the sandbox card form
 * (SandboxPaymentGateway.createPaymentMethod) answer as their number says.
 *
 * Like Stripe, it is another party than our database: each call commits on a connection of its own (a fork of
 * the EntityManager), so a step whose transaction rolls back after the call leaves the provider's side done,
 * and the step's retry, with the same idempotency key, is answered the first call's result (sandbox_idempotency),
 * a refusal for a day. A key used again with other parameters is refused, as Stripe does.
 */
export class SandboxConnectGateway implements ConnectGateway {
  readonly mode = 'sandbox' as const;

  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
    /** The site's address: the onboarding link is its /sandbox/connect page. */
    private readonly publicUrl: string,
  ) {}

  /** A connection of its own, never the caller's transaction (see above). */
  private provider(): EntityManager {
    return this.orm.em.fork();
  }

  async createAccount(input: { userId: number; email: string }): Promise<string> {
    const id = newId('acct_sbx');
    await this.provider().execute(
      'insert into sandbox_connect_accounts (id, user_id, email, state, missing, created_at, updated_at) values (?, ?, ?, ?, ?::jsonb, ?, ?)',
      [id, input.userId, input.email, 'pending', JSON.stringify(SANDBOX_ONBOARDING_MISSING), this.clock.now(), this.clock.now()],
    );
    return id;
  }

  async accountLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<string> {
    await this.retrieveAccount(input.accountId);
    return `${this.publicUrl.replace(/\/+$/, '')}/sandbox/connect?account=${encodeURIComponent(input.accountId)}`;
  }

  async retrieveAccount(accountId: string): Promise<{ state: AccountState; missing: string[] }> {
    const [row] = await this.provider().execute<{ state: AccountState; missing: string[] }[]>(
      'select state, missing from sandbox_connect_accounts where id = ?',
      [accountId],
    );
    if (!row) throw notFound(CONNECT_MESSAGES.accountNotFound);
    return { state: row.state, missing: row.missing };
  }

  /** The sandbox's hosted onboarding, finished: payouts enabled (an account the platform restricted stays so). */
  async completeOnboarding(accountId: string): Promise<{ state: AccountState; missing: string[] }> {
    await this.provider().execute(
      `update sandbox_connect_accounts set state = 'enabled', missing = '[]', updated_at = ? where id = ? and state = 'pending'`,
      [this.clock.now(), accountId],
    );
    return this.retrieveAccount(accountId);
  }

  /** Tests: the account restricted, as Stripe does when it disables one (no transfers reach it). */
  async disableAccount(accountId: string): Promise<void> {
    await this.retrieveAccount(accountId);
    await this.provider().execute(`update sandbox_connect_accounts set state = 'restricted', missing = '[]', updated_at = ? where id = ?`, [this.clock.now(), accountId]);
  }

  async balanceAndPayouts(accountId: string): Promise<{ balanceCents: number; payouts: ProviderPayout[] }> {
    await this.retrieveAccount(accountId);
    const now = this.clock.now();
    return this.provider().transactional(async (em) => {
      // Each transfer's remainder is paid out 2 days after it; a reversal after its payout leaves the balance negative.
      await em.execute(
        `insert into sandbox_payouts (id, account_id, transfer_id, amount, arrival_date, status, created_at)
         select 'po_sbx_' || substr(md5(t.id), 1, 24), t.account_id, t.id, t.amount - t.amount_reversed,
                t.created_at + interval '${SANDBOX_PAYOUT_DELAY_MS / 1000} seconds', 'paid', ?
           from sandbox_transfers t
          where t.account_id = ? and t.created_at + interval '${SANDBOX_PAYOUT_DELAY_MS / 1000} seconds' <= ? and t.amount > t.amount_reversed
         on conflict (transfer_id) do nothing`,
        [now, accountId, now],
      );
      const [balance] = await em.execute<{ cents: string }[]>(
        `select (select coalesce(sum(amount - amount_reversed), 0) from sandbox_transfers where account_id = ?)
              - (select coalesce(sum(amount), 0) from sandbox_payouts where account_id = ?) as cents`,
        [accountId, accountId],
      );
      const payouts = await em.execute<{ id: string; amount: number; arrival_date: Date; status: ProviderPayout['status'] }[]>(
        'select id, amount, arrival_date, status from sandbox_payouts where account_id = ? order by arrival_date desc, id desc',
        [accountId],
      );
      return {
        balanceCents: Number(balance!.cents),
        payouts: payouts.map((p) => ({ id: p.id, amountCents: p.amount, arrivalDate: new Date(p.arrival_date), status: p.status })),
      };
    });
  }

  async saveCard(input: { customerId: string; paymentMethodId: string; key: string }): Promise<{ setupIntentId: string; card: string }> {
    return this.idempotent('setup', input, async (em) => {
      const card = await this.card(em, input.paymentMethodId);
      if (card.outcome === 'decline') throw new DomainError('payment_failed', CONNECT_MESSAGES.cardDeclined, [CONNECT_MESSAGES.cardDeclined]);
      const id = newId('seti_sbx');
      await em.execute(
        `insert into sandbox_setup_intents (id, customer_id, payment_method_id, status, usage, created_at) values (?, ?, ?, 'succeeded', 'off_session', ?)`,
        [id, input.customerId, input.paymentMethodId, this.clock.now()],
      );
      return { setupIntentId: id, card: cardWords(card) };
    });
  }

  async describeCard(paymentMethodId: string): Promise<string> {
    return cardWords(await this.card(this.provider(), paymentMethodId));
  }

  async placeHold(input: { customerId: string; paymentMethodId: string; amountCents: number; bookingId: number; key: string }): Promise<{ holdId: string; expiresAt: Date }> {
    positive(input.amountCents);
    return this.idempotent('hold', input, async (em) => {
      await this.chargeable(em, input.paymentMethodId);
      const id = newId('pi_sbx');
      const now = this.clock.now();
      const expiresAt = new Date(now.getTime() + SANDBOX_HOLD_LIFETIME_MS);
      await em.execute(
        `insert into sandbox_payment_intents (id, customer_id, payment_method_id, capture_method, amount, amount_capturable, capture_before,
           status, transfer_group, idempotency, created_at, updated_at)
         values (?, ?, ?, 'manual', ?, ?, ?, 'requires_capture', ?, ?, ?, ?)`,
        [id, input.customerId, input.paymentMethodId, input.amountCents, input.amountCents, expiresAt, `booking-${input.bookingId}`, input.key, now, now],
      );
      return { holdId: id, expiresAt };
    }).then((r) => ({ ...r, expiresAt: new Date(r.expiresAt) }));
  }

  async capture(input: { holdId: string; amountCents: number; key: string }): Promise<{ capturedCents: number; releasedCents: number }> {
    positive(input.amountCents);
    return this.idempotent('capture', input, async (em) => {
      const pi = await this.intentForUpdate(em, input.holdId);
      if (pi.status === 'requires_capture' && this.lapsed(pi)) {
        // Stripe cancels an uncaptured PaymentIntent whose authorisation lapsed: the cancellation is kept with
        // the refusal (idempotent() commits both).
        await this.cancelIntent(em, pi.id);
        throw new DomainError('payment_failed', CONNECT_MESSAGES.authorisationExpired, [CONNECT_MESSAGES.authorisationExpired]);
      }
      if (pi.status !== 'requires_capture') {
        const message = pi.status === 'canceled' && this.lapsed(pi) ? CONNECT_MESSAGES.authorisationExpired : CONNECT_MESSAGES.holdNotCapturable;
        throw new DomainError('payment_failed', message, [message]);
      }
      if (input.amountCents > pi.amount_capturable) throw validationFailed([CONNECT_MESSAGES.captureAboveHold]);
      await em.execute(
        `update sandbox_payment_intents set status = 'succeeded', amount_received = ?, amount_capturable = 0, updated_at = ? where id = ?`,
        [input.amountCents, this.clock.now(), pi.id],
      );
      return { capturedCents: input.amountCents, releasedCents: pi.amount_capturable - input.amountCents };
    });
  }

  async releaseHold(input: { holdId: string; key: string }): Promise<{ releasedCents: number }> {
    return this.idempotent('release', input, async (em) => {
      const pi = await this.intentForUpdate(em, input.holdId);
      // Captured: its capture let the rest go (a step that captured, died before recording it, and comes back to
      // release what it thinks is open learns how much that was). Released already or lapsed: nothing more.
      if (pi.status === 'succeeded') return { releasedCents: pi.amount - pi.amount_received };
      if (pi.status !== 'requires_capture') return { releasedCents: 0 };
      await this.cancelIntent(em, pi.id);
      return { releasedCents: pi.amount_capturable };
    });
  }

  async chargeOffSession(input: ChargeInput): Promise<{ chargeId: string }> {
    positive(input.amountCents);
    return this.idempotent('charge', input, async (em) => {
      await this.chargeable(em, input.paymentMethodId);
      const id = newId('pi_sbx');
      const now = this.clock.now();
      await em.execute(
        `insert into sandbox_payment_intents (id, customer_id, payment_method_id, capture_method, amount, amount_received, status,
           transfer_group, idempotency, created_at, updated_at)
         values (?, ?, ?, 'automatic', ?, ?, 'succeeded', ?, ?, ?, ?)`,
        [id, input.customerId, input.paymentMethodId, input.amountCents, input.amountCents, transferGroupOf(input), input.key, now, now],
      );
      return { chargeId: id };
    });
  }

  async refund(input: { paymentId: string; amountCents: number; key: string }): Promise<{ refundId: string }> {
    positive(input.amountCents);
    return this.idempotent('refund', input, async (em) => {
      const pi = await this.intentForUpdate(em, input.paymentId);
      if (pi.status !== 'succeeded') throw validationFailed([CONNECT_MESSAGES.notCharged]);
      if (input.amountCents > pi.amount_received - pi.amount_refunded) throw validationFailed([CONNECT_MESSAGES.refundAboveCharge]);
      const id = newId('re_sbx');
      await em.execute('update sandbox_payment_intents set amount_refunded = amount_refunded + ?, updated_at = ? where id = ?', [input.amountCents, this.clock.now(), pi.id]);
      await em.execute('insert into sandbox_refunds (id, payment_intent_id, amount, created_at) values (?, ?, ?, ?)', [id, pi.id, input.amountCents, this.clock.now()]);
      return { refundId: id };
    });
  }

  async transfer(input: TransferInput): Promise<{ transferId: string }> {
    positive(input.amountCents);
    return this.idempotent('transfer', input, async (em) => {
      const [account] = await em.execute<{ state: AccountState }[]>('select state from sandbox_connect_accounts where id = ? for share', [input.accountId]);
      if (!account) throw notFound(CONNECT_MESSAGES.accountNotFound);
      if (account.state !== 'enabled') throw new DomainError('payment_failed', CONNECT_MESSAGES.accountCannotReceive, [CONNECT_MESSAGES.accountCannotReceive]);
      const id = newId('tr_sbx');
      await em.execute(
        'insert into sandbox_transfers (id, account_id, amount, transfer_group, created_at) values (?, ?, ?, ?, ?)',
        [id, input.accountId, input.amountCents, transferGroupOf(input), this.clock.now()],
      );
      return { transferId: id };
    });
  }

  async reverseTransfer(input: { transferId: string; amountCents: number; key: string }): Promise<{ reversalId: string }> {
    positive(input.amountCents);
    return this.idempotent('reversal', input, async (em) => {
      const [transfer] = await em.execute<{ amount: number; amount_reversed: number }[]>(
        'select amount, amount_reversed from sandbox_transfers where id = ? for update',
        [input.transferId],
      );
      if (!transfer) throw notFound(CONNECT_MESSAGES.transferNotFound);
      if (input.amountCents > transfer.amount - transfer.amount_reversed) throw validationFailed([CONNECT_MESSAGES.reversalAboveTransfer]);
      const id = newId('trr_sbx');
      await em.execute('update sandbox_transfers set amount_reversed = amount_reversed + ? where id = ?', [input.amountCents, input.transferId]);
      await em.execute('insert into sandbox_transfer_reversals (id, transfer_id, amount, created_at) values (?, ?, ?, ?)', [id, input.transferId, input.amountCents, this.clock.now()]);
      return { reversalId: id };
    });
  }

  /**
   * Runs a money call once per key: the key's row is written first (a concurrent call with the same key waits
   * for it), and the call's result, or its refusal, is stored with it in the same transaction. The key is kept
   * per kind of call (hold:, capture:...), as StripeConnectGateway prefixes the keys it sends.
   */
  private async idempotent<T>(operation: string, input: { key: string }, call: (em: EntityManager) => Promise<T>): Promise<T> {
    const key = `${operation}:${input.key}`;
    const request = JSON.stringify(input);
    const stored = await this.provider().transactional(async (em): Promise<Stored> => {
      const fresh = await em.execute<{ key: string }[]>(
        'insert into sandbox_idempotency (key, request, created_at) values (?, ?, ?) on conflict (key) do nothing returning key',
        [key, request, this.clock.now()],
      );
      if (!fresh.length) {
        const [first] = await em.execute<{ request: string; response: Stored; created_at: Date }[]>(
          'select request, response, created_at from sandbox_idempotency where key = ? for update',
          [key],
        );
        if (first!.request !== request) throw validationFailed([CONNECT_MESSAGES.idempotencyMismatch]);
        const stale = this.clock.now().getTime() - new Date(first!.created_at).getTime() >= REFUSAL_KEPT_MS;
        if (!('error' in first!.response) || !stale) return first!.response;
        // A refusal a day old is forgotten, as Stripe forgets keys after 24 hours: a transfer retried the next day
        // with its key reaches an account enabled meanwhile. A result is kept: a repeat never moves money twice.
        await em.execute('update sandbox_idempotency set created_at = ? where key = ?', [this.clock.now(), key]);
      }
      let outcome: Stored;
      try {
        outcome = { result: await call(em) };
      } catch (e) {
        if (!isDomainError(e)) throw e; // a fault of ours: nothing is kept, the retry runs the call again
        outcome = { error: { code: e.code, message: e.message, errors: e.errors, fields: e.fields } };
      }
      await em.execute('update sandbox_idempotency set response = ?::jsonb where key = ?', [JSON.stringify(outcome), key]);
      return outcome;
    });
    if ('error' in stored) throw new DomainError(stored.error.code, stored.error.message, stored.error.errors, undefined, stored.error.fields);
    return stored.result as T;
  }

  private lapsed(pi: IntentRow): boolean {
    return !!pi.capture_before && this.clock.now().getTime() >= new Date(pi.capture_before).getTime();
  }

  private async intentForUpdate(em: EntityManager, id: string): Promise<IntentRow> {
    const [row] = await em.execute<IntentRow[]>('select * from sandbox_payment_intents where id = ? for update', [id]);
    if (!row) throw notFound(CONNECT_MESSAGES.paymentNotFound);
    return row;
  }

  private async cancelIntent(em: EntityManager, id: string): Promise<void> {
    await em.execute(`update sandbox_payment_intents set status = 'canceled', amount_capturable = 0, updated_at = ? where id = ?`, [this.clock.now(), id]);
  }

  private async chargeable(em: EntityManager, paymentMethodId: string): Promise<void> {
    const card = await this.card(em, paymentMethodId);
    if (card.outcome !== 'succeed') throw new DomainError('payment_failed', CONNECT_MESSAGES.cardDeclined, [CONNECT_MESSAGES.cardDeclined]);
  }

  private async card(em: EntityManager, paymentMethodId: string): Promise<{ brand: string; last4: string; outcome: CardOutcome }> {
    const known = TEST_PAYMENT_METHODS[paymentMethodId] ?? CONNECT_TEST_CARDS[paymentMethodId];
    if (known) return known;
    const [row] = await em.execute<{ brand: string; last4: string; outcome: 'succeed' | 'decline' }[]>(
      'select brand, last4, outcome from sandbox_payment_methods where id = ?',
      [paymentMethodId],
    );
    if (!row) throw validationFailed([CONNECT_MESSAGES.cardNotFound], CONNECT_MESSAGES.cardNotFound, { paymentMethodId: [CONNECT_MESSAGES.cardNotFound] });
    return row;
  }
}

const cardWords = (card: { brand: string; last4: string }) => `${BRANDS[card.brand] ?? 'Card'} ending ${card.last4}`;
