import { describe, expect, it } from 'vitest';
import { RetryGroupTransfers } from '../../../application/groups/pay-by-card.service.js';
import type { UnitOfWork } from '../../../application/ports/unit-of-work.js';
import { InMemoryGroupRepository } from '../../../application/testing/in-memory-groups.js';
import { DomainError } from '../../../domain/errors.js';

// Issue 39: a card payment whose money did not reach the group owner's account when the member paid is sent by
// the hourly retry, once, however often the retry runs or the provider fails.

const uow: UnitOfWork = { run: (work) => work(), afterCommit: (task) => task() };

async function world() {
  const groups = new InMemoryGroupRepository();
  const group = await groups.create({
    name: 'N36TB partners', kind: 'partnership', shareIds: [1], createdOn: '2027-01-10', createdAt: new Date('2027-01-10T12:00:00Z'),
    members: [
      { userId: 10, name: 'Tom Hadley', role: 'owner', shareBasisPoints: null, since: '2027-01-10', until: null },
      { userId: 20, name: 'Ann Lee', role: 'member', shareBasisPoints: null, since: '2027-01-10', until: null },
    ],
  });
  const pay = (key: string, amountCents: number) => groups.addPayment(group.id, {
    userId: 20, amountCents, date: '2027-02-03', method: 'card', recordedBy: 20, createdAt: new Date('2027-02-03T12:00:00Z'),
    card: { payKey: key, chargeId: `ch_${key}` },
  });
  const moved = new Map<string, number>();
  const gateway = {
    down: false,
    async transfer(i: { key: string; amountCents: number }) {
      if (gateway.down) throw new DomainError('unavailable', 'The payment provider could not be reached.');
      moved.set(i.key, i.amountCents); // the provider's idempotency: one transfer per key
      return { transferId: `tr_${i.key}` };
    },
  };
  let account: { accountId: string; state: string } | null = null;
  const payments = { payoutAccountOf: async (userId: number) => (userId === 10 ? account : null) };
  const retry = new RetryGroupTransfers(groups, uow, { gateway, payments } as unknown as ConstructorParameters<typeof RetryGroupTransfers>[2]);
  return { groups, group, pay, moved, gateway, retry, setAccount: (a: typeof account) => (account = a) };
}

describe('RetryGroupTransfers', () => {
  it('waits while the owner has no enabled account, then sends each payment once', async () => {
    const w = await world();
    await w.pay('k1', 12_500);
    await w.pay('k2', 4_000);
    expect(await w.retry.execute()).toEqual({ sent: 0, waiting: 2 });
    w.setAccount({ accountId: 'acct_1', state: 'restricted' });
    expect(await w.retry.execute()).toEqual({ sent: 0, waiting: 2 });
    expect(w.moved.size).toBe(0);

    w.setAccount({ accountId: 'acct_1', state: 'enabled' });
    w.gateway.down = true;
    expect(await w.retry.execute()).toEqual({ sent: 0, waiting: 2 });
    w.gateway.down = false;
    expect(await w.retry.execute()).toEqual({ sent: 2, waiting: 0 });
    expect([...w.moved.values()]).toEqual([12_500, 4_000]);
    expect((await w.groups.cardPayment(w.group.id, 'k1'))?.transferId).toMatch(/^tr_/);
    // Nothing is left to send: running again moves nothing.
    expect(await w.retry.execute()).toEqual({ sent: 0, waiting: 0 });
    expect(await w.groups.untransferredCardPayments(10)).toEqual([]);
  });
});
