import { Jimp } from 'jimp';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

// Issue 12, defect 10: without PUBLIC_URL the links in mail pointed at localhost. Now a link made in a request
// carries the address the request came to, when that address is this machine's (a forged Host header gets the
// fallback address, never its own: host header injection); with PUBLIC_URL every link carries PUBLIC_URL.
let bare: TestApp; // PUBLIC_URL unset, behind a trusted proxy (TRUST_PROXY): X-Forwarded-Proto and -Host count
let configured: TestApp; // PUBLIC_URL set
let seq = 0;

beforeAll(async () => {
  [bare, configured] = await Promise.all([
    startTestApp({ PUBLIC_URL: '', PORT: '3000', TRUST_PROXY: 'true' }),
    startTestApp({ PUBLIC_URL: 'https://wingshare.example', PORT: '3000' }),
  ]);
}, 60_000);
afterAll(async () => {
  await bare?.close();
  await configured?.close();
});

async function signUp(t: TestApp) {
  const username = `mailer${++seq}`;
  const agent = t.agent();
  const res = await agent.post('/api/user').set(V).send({ user: { username, email: `${username}@example.com`, password: 'flying-high' } });
  expect(res.status).toBe(201);
  return { agent, id: res.body.user.id as number, email: `${username}@example.com` };
}

const lastMailTo = async (t: TestApp, email: string) => {
  const { items } = await t.composed.repositories.outbox.list({ q: email, sort: { field: 'id', order: 'DESC' }, offset: 0, limit: 1 });
  return items[0]!;
};
const resetLink = async (t: TestApp, email: string, headers: Record<string, string>) => {
  expect((await t.request.post('/api/auth/reset/password').set(V).set(headers).send({ email })).status).toBe(204);
  return /(\S+)\/reset\?token=/.exec((await lastMailTo(t, email)).text)![1];
};
const lanAddress = Object.values(networkInterfaces()).flat().find((a) => a?.family === 'IPv4' && !a.internal)?.address;

describe('the password-reset link', () => {
  it('carries the address the request came to when PUBLIC_URL is not set', async () => {
    const { email } = await signUp(bare);
    expect(await resetLink(bare, email, { Host: '127.0.0.2:3000' })).toBe('http://127.0.0.2:3000');
    expect(await resetLink(bare, email, { Host: 'localhost:3000', 'X-Forwarded-Proto': 'https' })).toBe('https://localhost:3000');
    if (lanAddress) expect(await resetLink(bare, email, { Host: `${lanAddress}:3000` })).toBe(`http://${lanAddress}:3000`);
  });

  it.each([
    ['a forged Host', { Host: 'evil.example' }],
    ['a forged Host with the site\'s port', { Host: 'evil.example:3000' }],
    ['a forged X-Forwarded-Host', { Host: 'localhost:3000', 'X-Forwarded-Host': 'evil.example' }],
    ['this machine on another port', { Host: 'localhost:6666' }],
  ])('carries the fallback address, not %s', async (_label, headers) => {
    const { email } = await signUp(bare);
    const link = await resetLink(bare, email, headers);
    expect(link).toBe(bare.composed.siteAddress.fallback);
    expect(link).not.toContain('evil');
    expect(link).not.toContain('6666');
  });

  it('carries PUBLIC_URL when it is set, whatever the request says', async () => {
    const { email } = await signUp(configured);
    expect(await resetLink(configured, email, { Host: '127.0.0.2:3000' })).toBe('https://wingshare.example');
    expect(await resetLink(configured, email, { Host: 'evil.example' })).toBe('https://wingshare.example');
  });
});

describe('the other mails made in a request', () => {
  it('a new-listing alert links to the address the listing was saved through', async () => {
    const airport = (await bare.request.get('/api/airport?q=LOU').set(V)).body[0].id;
    const follower = await signUp(bare);
    expect((await follower.agent.post(`/api/user/favorites/airport/${airport}`).set(V)).status).toBe(200);
    const owner = await signUp(bare);
    expect((await owner.agent.post('/api/user/subscription').set(V).send({ priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' })).status).toBe(201);
    const png = await new Jimp({ width: 40, height: 30, color: 0x3366ccff }).getBuffer('image/png');
    const share = { type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N10ML', title: 'Skyhawk', ratePerHour: 150, description: 'Nice.', make: 'Cessna', model: '172S', airport, media: [{ type: 'image', file: 0 }], defaultMedia: 0 };
    const listed = await owner.agent.post('/api/share').set(V).set('Host', '127.0.0.2:3000')
      .field('share', JSON.stringify({ ...share, ownershipConfirmed: true })).attach('images', png, { filename: 'p.png', contentType: 'image/png' });
    expect(listed.status).toBe(201);
    const worker = bare.composed.alerts.worker();
    while ((await worker.round()).claimed > 0);
    const mail = await lastMailTo(bare, follower.email);
    expect(mail.kind).toBe('new_listing_alert');
    expect(mail.text).toContain(`http://127.0.0.2:3000/?share=${listed.body.id}`);
    expect(mail.text).toContain('http://127.0.0.2:3000/api/alerts/unsubscribe?token=');
  });

  it('the contact-form notice links staff to the message in the back office', async () => {
    const res = await bare.request.post('/api/contact').set(V).set('Host', '127.0.0.2:3000').send({ name: 'Ada', email: 'ada@example.com', reason: 'Hello there' });
    expect(res.status).toBe(201);
    const mail = await lastMailTo(bare, bare.config.admin.email);
    expect(mail.text).toMatch(/Read it in the back office: http:\/\/127\.0\.0\.2:3000\/admin\/contact-messages\/\d+\/show/);
  });
});
