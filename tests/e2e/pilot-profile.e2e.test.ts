import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, pastTakeover } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { V, type TestApp } from '../support/test-app.js';

let site: TestApp & { url: string };
let browser: Browser;
const errors: string[] = [];
let lou: number;

/** A pilot on the map at Bowman Field, with a bio and what they fly. */
const PILOT = {
  firstname: 'Amelia', lastname: 'Earhart', email: 'amelia@example.com', username: 'amelia_e', password: 'atlantic-solo-1932',
  bio: 'Looking for a partner to share a Vega out of Bowman Field.',
};
// emailPublic (issue 16): Amelia shows her address, so the modal offers Send Email.
const PILOT_DETAILS = { credentials: ['Private', 'Instrument'], totalHours: '1000-3000', wantedPlane: 'Lockheed Vega', mostExpPlane: 'Kinner Airster', emailPublic: true };
const SEARCHER = { firstname: 'Harriet', lastname: 'Quimby', email: 'harriet@example.com', username: 'harriet_q', password: 'channel-crossing-1912' };

/** A browser context past the first-visit takeover, signed up through the API. */
async function newPage(who: Record<string, unknown>, airport: number | null = null): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
  await pastTakeover(context, site.url);
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  const signup = await page.request.post(`${site.url}/api/user`, {
    headers: V,
    multipart: { user: JSON.stringify({ bio: '', ...who, airport, isDiscoverable: true, code: '', honeypot: '' }) },
  });
  expect(signup.status()).toBe(201);
  return { context, page };
}

let pilot: { context: BrowserContext; page: Page };

beforeAll(async () => {
  site = await startBrowserApp();
  browser = await launchChromium();
  const found = await site.request.get('/api/airport?q=LOU').set(V);
  lou = found.body.find((a: { locationId: string }) => a.locationId === 'LOU').id;
  pilot = await newPage(PILOT, lou);
  const edited = await pilot.page.request.patch(`${site.url}/api/user`, { headers: V, data: { user: PILOT_DETAILS } });
  expect(edited.status()).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const SEARCHED = { timeout: 10_000 };
const showing = (page: Page) => page.getByText(/^(1 result|Showing (all )?[\d,]+ (of [\d,]+ )?results)$/);

describe("a pilot's profile from the Find page", () => {
  it('opens with their email, bio and what they fly for a signed-in pilot, and says so when it cannot load', async () => {
    const { context, page } = await newPage(SEARCHER);
    await page.goto(`${site.url}/find?lat=38.175662&lng=-85.7369231&radius=50`);
    await expect.poll(() => showing(page).textContent(), { timeout: 20_000 }).toBe('1 result');

    await page.getByRole('article', { name: 'Amelia Earhart' }).getByRole('button').click();
    const modal = page.getByRole('dialog', { name: 'Amelia Earhart' });
    const sendEmail = modal.getByRole('link', { name: 'Send Email' });
    await expect.poll(() => sendEmail.isVisible(), SEARCHED).toBe(true);
    const href = (await sendEmail.getAttribute('href')) ?? '';
    expect(href.startsWith('mailto:amelia@example.com?subject=')).toBe(true);
    expect(decodeURIComponent(href)).toContain('Pilot inquiry from Wingshare');
    expect(await modal.getByRole('button', { name: 'Copy Email to Clipboard' }).isVisible()).toBe(true);
    expect(await modal.getByRole('region', { name: 'Bio' }).textContent()).toContain(PILOT.bio);
    const fact = (term: string) => modal.locator('.profile-facts div', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd').textContent();
    expect(await fact('City')).toBe('Louisville');
    expect(await fact('State')).toBe('KY');
    expect(await fact('Credentials')).toBe('Private, Instrument');
    expect(await fact('Total hours')).toBe('1000-3000');
    expect(await fact('Wants to fly')).toBe('Lockheed Vega');
    expect(await fact('Most experience in')).toBe('Kinner Airster');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => modal.count(), SEARCHED).toBe(0);

    // The pilot hides from the map after the search: the card's name stays, with the reason it cannot load.
    const hidden = await pilot.page.request.patch(`${site.url}/api/user`, { headers: V, data: { user: { isDiscoverable: false } } });
    expect(hidden.status()).toBe(200);
    await page.getByRole('article', { name: 'Amelia Earhart' }).getByRole('button').click();
    await expect.poll(() => modal.getByText("We could not load this pilot's profile. This pilot is not available.").isVisible(), SEARCHED).toBe(true);
    expect(await modal.getByRole('link', { name: 'Send Email' }).count()).toBe(0);
    expect(await modal.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);

    // Visible again: Try again loads the profile.
    const shown = await pilot.page.request.patch(`${site.url}/api/user`, { headers: V, data: { user: { isDiscoverable: true } } });
    expect(shown.status()).toBe(200);
    await modal.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => modal.getByRole('link', { name: 'Send Email' }).isVisible(), SEARCHED).toBe(true);
    await context.close();
    expect(errors).toEqual([]);
  });
});
