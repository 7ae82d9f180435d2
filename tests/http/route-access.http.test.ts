import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V } from '../support/test-app.js';
import { ALL_ROLES, allowedStatuses, expectedFor, parseRouteTable, registeredRoutes, ROUTE_ACCESS, routeKey } from './route-access.js';
import { startAccessWorld, type AccessWorld } from './route-access-world.js';

// Issue 8, part 1: the route table of docs/security.md, checked route by route as a visitor, a pilot, the
// owner of the resource and an admin. A route the routers register without a row in the table fails here.
let w: AccessWorld;
beforeAll(async () => {
  w = await startAccessWorld({ stripe: true });
}, 120_000);
afterAll(() => w?.close());

const label = (r: { method: string; path: string; access: string }) => `${routeKey(r)} ${r.access}`;

describe('the route table', () => {
  it('in docs/security.md has exactly the rows and access rules of tests/http/route-access.ts', () => {
    const table = parseRouteTable(readFileSync(new URL('../../docs/security.md', import.meta.url), 'utf8'));
    expect(table.map(label).sort()).toEqual(ROUTE_ACCESS.map(label).sort());
  });

  it('lists each method and path once', () => {
    const keys = ROUTE_ACCESS.map(routeKey);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('has a row for every route the Koa routers register, and no router row that is not registered', () => {
    const registered = registeredRoutes(w.t.composed.app as never).map(routeKey).sort();
    const listed = ROUTE_ACCESS.filter((r) => !r.middleware).map(routeKey).sort();
    expect(listed).toEqual(registered);
  });
});

describe.each(ROUTE_ACCESS.map((r) => [`${routeKey(r)} (${r.access})`, r] as const))('%s', (_label, row) => {
  it.each(ALL_ROLES)('as %s', async (role) => {
    const res = await row.sample(w, role);
    const expected = expectedFor(row, role);
    const said = `${res.status} ${JSON.stringify(res.body ?? res.text)?.slice(0, 300)}`;
    if (!expected.allowed) {
      expect(res.status, said).toBe(expected.status);
      return;
    }
    expect([401, 403], said).not.toContain(res.status);
    const ok = allowedStatuses(row, role);
    expect(res.status < 300 || !!ok?.includes(res.status), said).toBe(true);
  });
});

describe('the rules the samples above do not show', () => {
  it('answers 404, not 403, to a pilot acting on a listing they cannot see (a disabled one)', async () => {
    const id = await w.freshShareId();
    expect((await w.as('owner').post(`/api/share/${id}/disable`).set(V)).status).toBe(200);
    for (const call of [
      w.as('user').patch(`/api/share/${id}`).set(V).field('share', JSON.stringify({ title: 'Mine now' })),
      w.as('user').delete(`/api/share/${id}`).set(V),
      w.as('user').post(`/api/share/${id}/enable`).set(V),
      w.as('user').post(`/api/share/favorite/${id}`).set(V),
    ]) {
      expect((await call).status).toBe(404);
    }
    expect((await w.as('admin').post(`/api/share/${id}/enable`).set(V)).status).toBe(200);
  });

  it('refuses an unsubscribe link whose token was altered, whoever follows it', async () => {
    const token = w.unsubscribeToken();
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const role of ALL_ROLES) {
      expect((await w.as(role).get(`/api/alerts/unsubscribe?token=${encodeURIComponent(altered)}`)).status).toBe(400);
      expect((await w.as(role).post('/api/alerts/unsubscribe?token=')).status).toBe(400);
    }
  });

  it('takes a Stripe event only with a valid signature of its raw body', async () => {
    const payload = JSON.stringify({
      id: 'evt_route_access', object: 'event', api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000),
      type: 'customer.subscription.deleted', data: { object: { id: 'sub_unknown', object: 'subscription', customer: 'cus_unknown', status: 'canceled', items: { data: [] } } },
    });
    const webhook = () => w.stripeAs('visitor').post('/api/stripe/webhook').set('Content-Type', 'application/json');
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_route_access' });
    // One hex digit of the signature changed (always to another digit: a fixed replacement was no change at all
    // when the signature already began with it, one run in sixteen).
    const forged = signature.replace(/v1=(.)/, (_m, digit: string) => `v1=${digit === '0' ? '1' : '0'}`);
    expect(forged).not.toBe(signature);
    expect((await webhook().set('Stripe-Signature', forged).send(payload)).status).toBe(400);
    expect((await webhook().set('Stripe-Signature', signature).send(`${payload} `)).status).toBe(400);
    const ok = await webhook().set('Stripe-Signature', signature).send(payload);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('keeps the webhook off in sandbox mode (404), so nobody can post events there', async () => {
    expect((await w.as('admin').post('/api/stripe/webhook').set('Content-Type', 'application/json').send('{}')).status).toBe(404);
  });
});
