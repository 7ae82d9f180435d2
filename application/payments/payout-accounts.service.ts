import type { PayoutAccount } from '../../domain/payment/payment.js';
import type { User } from '../../domain/user/user.js';
import type { ProviderPayout } from '../ports/connect-gateway.js';
import { TRANSFER_AFTER_MS } from '../../domain/payment/payment.js';
import { scheduleStep, type MoneyPorts } from './money-ports.js';

/**
 * The owner's connected account (Stripe Connect Express): POST /api/user/payouts starts or resumes the hosted
 * onboarding, GET reads its state, balance and payouts; refresh (account.updated, the sandbox's completion)
 * keeps our copy in step and lets the transfers that waited for the account go.
 */
export class PayoutAccounts {
  constructor(private readonly ports: MoneyPorts) {}

  async start(user: User, links: { returnUrl: string; refreshUrl: string }): Promise<{ state: PayoutAccount['state']; url: string }> {
    let account = await this.ports.payments.payoutAccountOf(user.id);
    if (!account) {
      const accountId = await this.ports.gateway.createAccount({ userId: user.id, email: user.email });
      const live = await this.ports.gateway.retrieveAccount(accountId);
      account = { userId: user.id, accountId, state: live.state, missing: live.missing, updatedAt: this.ports.clock.now() };
      await this.ports.payments.savePayoutAccount(account);
    }
    const url = await this.ports.gateway.accountLink({ accountId: account.accountId, ...links });
    return { state: account.state, url };
  }

  async read(user: User): Promise<{ account: PayoutAccount | null; balanceCents: number; payouts: ProviderPayout[] }> {
    const account = await this.ports.payments.payoutAccountOf(user.id);
    if (!account) return { account: null, balanceCents: 0, payouts: [] };
    const { balanceCents, payouts } = await this.ports.gateway.balanceAndPayouts(account.accountId);
    return { account, balanceCents, payouts };
  }

  /** Re-reads the account from the provider; null for an account we do not know. */
  async refresh(accountId: string): Promise<PayoutAccount | null> {
    const stored = await this.ports.payments.payoutAccountById(accountId);
    if (!stored) return null;
    const live = await this.ports.gateway.retrieveAccount(accountId);
    const account: PayoutAccount = { ...stored, state: live.state, missing: live.missing, updatedAt: this.ports.clock.now() };
    await this.ports.unitOfWork.run(async () => {
      await this.ports.payments.savePayoutAccount(account);
      if (account.state === 'enabled') await this.releaseWaitingTransfers(account.userId);
    });
    return account;
  }

  /** Transfers that waited for the account (their 72 hours over) go now rather than at the next daily try. */
  private async releaseWaitingTransfers(ownerId: number): Promise<void> {
    const now = this.ports.clock.now();
    for (const listed of await this.ports.payments.listForOwner(ownerId)) {
      if (listed.state !== 'captured' || listed.nextStep !== 'transfer' || !listed.nextStepAt || listed.nextStepAt <= now) continue;
      const entries = await this.ports.payments.entries(listed.bookingId);
      const capturedAt = entries.filter((e) => e.kind === 'capture' || e.kind === 'charge').map((e) => e.createdAt.getTime()).sort((a, b) => b - a)[0];
      if (capturedAt === undefined || capturedAt + TRANSFER_AFTER_MS > now.getTime()) continue;
      const p = await this.ports.payments.lock(listed.bookingId);
      if (!p || p.state !== 'captured' || p.nextStep !== 'transfer') continue;
      await scheduleStep(this.ports, p, 'transfer', now);
      await this.ports.payments.save(p);
    }
  }
}
