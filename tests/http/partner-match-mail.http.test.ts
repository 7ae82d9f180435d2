import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES } from '../../application/alerts/alert-messages.js';
import { listingFit } from '../../domain/partner/partner-fit.js';
import type { ListingPartnerProfile, PartnerProfile } from '../../domain/partner/partner-profile.js';
import { NEW_MATCH_MIN_SCORE } from '../../domain/partner/partners-query.js';
import { signUpActor, sqlOf, type Actor } from '../support/http-actors.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

/**
 * The new-match mail (issue 41): a listing that gains its group side (or is listed with one) mails, through
 * the alert outbox, every pilot with a visible partner profile whom it fits with at least NEW_MATCH_MIN_SCORE,
 * once per listing and pilot; the mail's one-click link stops these mails.
 */
let t: TestApp;
const sql = sqlOf(() => t);
let lou: number;
let owner: Actor;
let seq = 0;

const GROUP: ListingPartnerProfile = {
  buyInCents: 3_000_000, monthlyFixedCents: 30_000, hourlyRateCents: 9_000, wet: true, groupHoursPerYear: 240, partners: 2,
  partnersWanted: 1, missions: ['travel', 'ifr'], upgradeAppetite: 3, maintenanceCare: 4, flies: 'both',
};
/** Fits the group well: his budget holds it, his hours and habits are the group's. */
const GOOD: PartnerProfile = {
  visible: true, lookingFor: 'join', buyInCents: { min: 1_000_000, max: 5_000_000 }, monthlyCents: { min: 20_000, max: 200_000 }, hoursPerYear: 110,
  missions: ['travel', 'ifr'], aircraftKinds: ['Single Engine'], driveKm: 100, upgradeAppetite: 3, maintenanceCare: 4, flies: 'weekdays',
};
/** Passes every hard filter, and fits poorly: hours, missions, upgrades and care all apart. */
const POOR: PartnerProfile = { ...GOOD, hoursPerYear: 20, missions: ['training'], aircraftKinds: ['Multi-Engine'], upgradeAppetite: 1, maintenanceCare: 1, flies: 'weekends' };
/** Cannot afford it: the buy-in is over his most. */
const BROKE: PartnerProfile = { ...GOOD, buyInCents: { min: 0, max: 1_000_000 } };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const pilots: Record<string, Actor> = {};

function shareBody(extra: Record<string, unknown> = {}) {
  seq++;
  return {
    type: 'PRIVATE_OWNER_SHARE_PURCHASE', tailNumber: `N${500 + seq}MM`, title: `A quarter of a Bonanza ${seq}`, cost: 30000, sharePercentOffered: 25,
    description: 'A well kept plane.', make: 'Beech', model: 'A36', url: '', airport: lou, media: [{ type: 'image', file: 0 }],
    defaultMedia: 0, ownershipConfirmed: true, tags: ['Single Engine'], ...extra,
  };
}
async function list(extra: Record<string, unknown> = {}): Promise<number> {
  const res = await owner.agent.post('/api/share').set(V).field('share', JSON.stringify(shareBody(extra))).attach('images', PNG, { filename: 'p.png', contentType: 'image/png' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
const queued = (shareId: number) =>
  sql<{ user_id: number; payload: { score: number; reasons: string[]; title: string } }>(
    `select user_id, payload from alert_outbox where kind = 'partner_match' and share_id = ? order by user_id`, [shareId]);

/** Who the domain says gets a mail about a listing of GROUP at his own airport (no minimums, no owner hours). */
function fitsWell(profile: PartnerProfile): { passes: boolean; score: number } {
  const fit = listingFit({ profile, totalHours: null }, {
    id: 1, type: 'PRIVATE_OWNER_SHARE_PURCHASE', group: GROUP, aircraftTags: ['Single Engine'], distanceKm: 0, minimumsMet: null, ownerTotalHours: null,
  });
  return { passes: fit.passes, score: fit.score };
}

async function pilot(name: string, profile: PartnerProfile, withHome = true): Promise<Actor> {
  const a = await signUpActor(t, name, 'Pilot');
  if (withHome) expect((await a.agent.patch('/api/user').set(V).send({ user: { airport: lou } })).status).toBe(200);
  expect((await a.agent.put('/api/user/partner-profile').set(V).send(profile)).status).toBe(200);
  pilots[name] = a;
  return a;
}

beforeAll(async () => {
  t = await startTestApp();
  lou = (await t.request.get('/api/airport?q=LOU').set(V)).body.find((a: { locationId: string }) => a.locationId === 'LOU').id;
  owner = await signUpActor(t, 'tom_mm', 'Owner', ['listing']);
  await pilot('good_mm', GOOD);
  await pilot('poor_mm', POOR);
  await pilot('broke_mm', BROKE);
  await pilot('hidden_mm', { ...GOOD, visible: false });
  await pilot('homeless_mm', GOOD, false);
  // The owner's own profile fits his listing: he is never mailed about it.
  expect((await owner.agent.patch('/api/user').set(V).send({ user: { airport: lou } })).status).toBe(200);
  expect((await owner.agent.put('/api/user/partner-profile').set(V).send(GOOD)).status).toBe(200);
}, 120_000);
afterAll(() => t?.close());

describe('the new-match mail', () => {
  it('sorts the pilots as the domain does: a good fit, a poor one under the threshold, one whose budget fails', () => {
    expect(fitsWell(GOOD).passes).toBe(true);
    expect(fitsWell(GOOD).score).toBeGreaterThanOrEqual(NEW_MATCH_MIN_SCORE);
    expect(fitsWell(POOR).passes).toBe(true);
    expect(fitsWell(POOR).score).toBeLessThan(NEW_MATCH_MIN_SCORE);
    expect(fitsWell(BROKE).passes).toBe(false);
  });

  it('is queued once for the pilots it fits when a listing gains its group side, never for the others or the owner', async () => {
    const id = await list();
    expect(await queued(id)).toEqual([]);
    const gained = await owner.agent.patch(`/api/share/${id}`).set(V).send({ partnerProfile: GROUP });
    expect(gained.status, JSON.stringify(gained.body)).toBe(200);
    const rows = await queued(id);
    expect(rows.map((r) => r.user_id)).toEqual([pilots.good_mm!.id]);
    expect(rows[0]!.payload.score).toBe(fitsWell(GOOD).score);
    expect(rows[0]!.payload.title).toBe(`A quarter of a Bonanza ${seq}`);
    // Changed, removed and given again: still one mail per pilot for this listing.
    expect((await owner.agent.patch(`/api/share/${id}`).set(V).send({ partnerProfile: { ...GROUP, partners: 1 } })).status).toBe(200);
    expect((await owner.agent.patch(`/api/share/${id}`).set(V).send({ partnerProfile: null })).status).toBe(200);
    expect((await owner.agent.patch(`/api/share/${id}`).set(V).send({ partnerProfile: GROUP })).status).toBe(200);
    expect((await queued(id)).length).toBe(1);
  });

  it("names the owner's hours only when his record shows them, as GET /share/:id/fit does", async () => {
    const put = (shows: boolean) => owner.agent.put('/api/user/record').set(V).send({ totalHours: 2400, shows: { certificate: true, ratings: true, hours: shows, medical: false, flightReview: false } });
    // His own hours known, so the experience sentence compares them with the owner's when it may.
    expect((await pilots.good_mm!.agent.put('/api/user/record').set(V).send({ totalHours: 300 })).status).toBe(200);
    try {
      expect((await put(false)).status).toBe(200);
      const hidden = await list({ partnerProfile: GROUP });
      const [row] = await queued(hidden);
      expect(row!.payload.reasons.join(' ')).not.toContain('2,400');
      expect((await put(true)).status).toBe(200);
      const shown = await list({ partnerProfile: GROUP });
      expect((await queued(shown))[0]!.payload.reasons.join(' ')).toContain('2,400');
    } finally {
      await owner.agent.put('/api/user/record').set(V).send({});
      await pilots.good_mm!.agent.put('/api/user/record').set(V).send({});
    }
  });

  it('is queued for a listing made with its group side, mailed by the worker with a link that stops these mails', async () => {
    const id = await list({ partnerProfile: GROUP });
    expect((await queued(id)).map((r) => r.user_id)).toEqual([pilots.good_mm!.id]);

    await t.composed.alerts.deliver.execute('test-worker');
    const [mail] = await sql<{ subject: string; text: string }>(
      `select subject, text from outbox where kind = 'partner_match_alert' and recipient = ? and subject like ? order by id desc limit 1`,
      [pilots.good_mm!.email, `%Bonanza ${seq}%`],
    );
    expect(mail!.subject).toBe(`A listing that fits you: A quarter of a Bonanza ${seq} at LOU - Bowman`);
    expect(mail!.text).toContain(`fits your partner profile: ${fitsWell(GOOD).score} of 100`);
    expect(mail!.text).toContain(`/?share=${id}`);
    const link = /(\/api\/alerts\/unsubscribe\?token=\S+)/.exec(mail!.text)![1]!;
    expect(decodeURIComponent(link)).toMatch(/token=m\./);

    const page = await t.request.get(link);
    expect(page.status).toBe(200);
    expect(page.text).toContain(ALERT_MESSAGES.unsubscribedMatches);
    const [profile] = await sql<{ match_mails: boolean; visible: boolean }>('select match_mails, visible from partner_profiles where user_id = ?', [pilots.good_mm!.id]);
    // The mails stop; his profile stays shown.
    expect(profile).toEqual({ match_mails: false, visible: true });
    const next = await list({ partnerProfile: GROUP });
    expect(await queued(next)).toEqual([]);
  });

  // Last: the pilots it adds would be mailed in the tests above. A listing's save queues every pilot it fits
  // in one statement (a save may fit a thousand); each pilot and listing still once, a pilot mailed before kept.
  it('queues every pilot a listing fits in one save, each once', async () => {
    const twins = [await pilot('twin_a_mm', GOOD), await pilot('twin_b_mm', { ...GOOD, hoursPerYear: 100 }), await pilot('twin_c_mm', GOOD)];
    const id = await list({ partnerProfile: GROUP });
    const rows = await queued(id);
    expect(rows.map((r) => r.user_id)).toEqual(twins.map((a) => a.id).sort((a, b) => a - b));
    expect(rows.find((r) => r.user_id === twins[1]!.id)!.payload.score).toBe(fitsWell({ ...GOOD, hoursPerYear: 100 }).score);
    // A mail already queued for one of them stays his one mail when the listing is published again.
    expect((await owner.agent.patch(`/api/share/${id}`).set(V).send({ partnerProfile: null })).status).toBe(200);
    expect((await owner.agent.patch(`/api/share/${id}`).set(V).send({ partnerProfile: GROUP })).status).toBe(200);
    expect((await queued(id)).map((r) => r.user_id)).toEqual(rows.map((r) => r.user_id));
  });

  it('refuses an altered link with the alerts\' 400 page', async () => {
    const res = await t.request.get(`/api/alerts/unsubscribe?token=m.${pilots.poor_mm!.id}.${lou}.${'x'.repeat(43)}`);
    expect(res.status).toBe(400);
    const [profile] = await sql<{ match_mails: boolean }>('select match_mails from partner_profiles where user_id = ?', [pilots.poor_mm!.id]);
    expect(profile!.match_mails).toBe(true);
  });
});


