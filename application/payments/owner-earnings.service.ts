import { platformFeeCents } from '../../domain/payment/amounts.js';
import { totals } from '../../domain/payment/ledger.js';
import type { EarningsMonthView, EarningsView } from '../../domain/payment/payment-view.js';
import type { User } from '../../domain/user/user.js';
import type { MoneyPorts } from './money-ports.js';

const dollars = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * GET /api/user/earnings (and .csv): the owner's earnings per month of the charge (UTC), what the platform
 * keeps, what was transferred and what still waits, and the account's payouts.
 */
export class OwnerEarnings {
  constructor(private readonly ports: MoneyPorts) {}

  async execute(user: User): Promise<EarningsView> {
    const months = new Map<string, EarningsMonthView>();
    for (const p of await this.ports.payments.listForOwner(user.id)) {
      const entries = await this.ports.payments.entries(p.bookingId);
      const t = totals(entries);
      const first = entries.filter((e) => e.kind === 'capture' || e.kind === 'charge').sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0];
      if (!first) continue;
      const month = first.createdAt.toISOString().slice(0, 7);
      const m = months.get(month) ?? { month, bookings: 0, grossCents: 0, feeCents: 0, netCents: 0, transferredCents: 0, pendingCents: 0 };
      // Once transferred the fee is the one recorded; before, the one the transfer will take.
      const fee = p.state === 'transferred' || t.fee > 0 ? t.feeNet : platformFeeCents(t.paidNet, p.feePercent);
      m.bookings += 1;
      m.grossCents += t.paidNet;
      m.feeCents += fee;
      m.netCents += t.paidNet - fee;
      m.transferredCents += t.transferredNet;
      m.pendingCents += Math.max(0, t.paidNet - fee - t.transferredNet);
      months.set(month, m);
    }
    const account = await this.ports.payments.payoutAccountOf(user.id);
    const payouts = account ? (await this.ports.gateway.balanceAndPayouts(account.accountId)).payouts : [];
    return {
      months: [...months.values()].sort((a, b) => b.month.localeCompare(a.month)),
      payouts: payouts.map((p) => ({ id: p.id, amountCents: p.amountCents, arrivalDate: p.arrivalDate.toISOString(), status: p.status })),
    };
  }

  /** The months as CSV, amounts in dollars with their cents. */
  async csv(user: User): Promise<string> {
    const { months } = await this.execute(user);
    const lines = ['month,bookings,gross_usd,fee_usd,net_usd,transferred_usd,pending_usd'];
    for (const m of months) lines.push([m.month, m.bookings, dollars(m.grossCents), dollars(m.feeCents), dollars(m.netCents), dollars(m.transferredCents), dollars(m.pendingCents)].join(','));
    return `${lines.join('\r\n')}\r\n`;
  }
}
