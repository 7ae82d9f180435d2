import { RequestContext } from '@mikro-orm/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../adapters/demo/seed-demo-content.js';
import { DEMO_PASSWORD } from '../../adapters/demo/seed.js';
import { seedAsFirstStart } from '../support/back-office.js';
import { launchChromium, pastTakeover, signedUpPage } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { V, type TestApp } from '../support/test-app.js';

// Issue 34, points 10, 11 and 23: the open hours' time fields show their whole value on a desktop and a
// phone; what an action did is said where it was done, or the view goes to it; the inputs of a form row
// line up when one field of the row has a hint.

const WIDTHS = [{ width: 1366, height: 900 }, { width: 390, height: 844 }];

let site: TestApp & { url: string };
let browser: Browser;
let ownShareId = 0;

beforeAll(async () => {
  site = await startBrowserApp();
  await seedAsFirstStart(site);
  const { repositories, hasher, mediaStore } = site.composed;
  await RequestContext.create(site.orm.em, () => seedDemoContent({ ...repositories, hasher, media: mediaStore }, DEMO_PASSWORD));
  const tom = site.agent();
  await tom.post('/api/auth/local').set(V).send({ user: 'tom', password: DEMO_PASSWORD }).expect(200);
  ownShareId = ((await tom.get('/api/share/mine').set(V).expect(200)).body.shares as { id: number }[])[0]!.id;
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function tomAt(viewport: { width: number; height: number }, username = 'tom'): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await pastTakeover(context, site.url);
  const page = await context.newPage();
  const login = await page.request.post(`${site.url}/api/auth/local`, { headers: V, data: { user: username, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return page;
}

/** Whether the element's box lies within the window (as far as it is tall enough to fit). */
const inView = (element: Locator) =>
  element.evaluate((e) => {
    const box = e.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });

/**
 * What a time field cannot show of its value: its own width against the width it takes when let be as
 * wide as its value needs, and text scrolled inside it. Nothing when the value shows whole.
 */
const cutTimeFields = (page: Page) =>
  page.locator('input[type="time"]').evaluateAll((inputs) =>
    inputs.flatMap((element) => {
      const input = element as HTMLInputElement;
      const width = input.getBoundingClientRect().width;
      const saved = input.getAttribute('style');
      input.style.cssText += ';width:max-content !important;min-width:0 !important;max-width:none !important';
      const needed = input.getBoundingClientRect().width;
      if (saved === null) input.removeAttribute('style');
      else input.setAttribute('style', saved);
      const problems = [];
      if (width + 0.5 < needed) problems.push(`${input.getAttribute('aria-label')} is ${Math.round(width)} px wide, its value ${input.value} needs ${Math.round(needed)} px`);
      if (input.scrollWidth > input.clientWidth) problems.push(`${input.getAttribute('aria-label')} scrolls its value (${input.scrollWidth} px in ${input.clientWidth} px)`);
      return problems;
    }),
  );

describe('the open hours editor', () => {
  for (const viewport of WIDTHS) {
    it(`shows whole times, and says the hours are saved beside Save, at ${viewport.width} px`, async () => {
      const page = await tomAt(viewport);
      await page.goto(`${site.url}/?share=${ownShareId}`);
      const modal = page.getByRole('dialog');
      await modal.getByRole('button', { name: 'Availability settings' }).click();
      const aroundTheClock = modal.getByLabel('Open around the clock');
      if (await aroundTheClock.isChecked()) await aroundTheClock.uncheck();
      await modal.getByLabel('Monday opens').fill('08:00');
      await modal.getByLabel('Monday closes').fill('18:30');
      expect(await modal.getByLabel('Monday opens').inputValue()).toBe('08:00');
      expect(await cutTimeFields(page)).toEqual([]);

      const save = modal.getByRole('button', { name: 'Save hours and rules' });
      await save.click();
      const saved = modal.getByRole('status').filter({ hasText: 'Open hours and rules saved.' });
      await expect.poll(() => saved.isVisible()).toBe(true);
      expect(await inView(saved)).toBe(true);
      // Beside the button: just under it, not a screen away.
      const [button, note] = [(await save.boundingBox())!, (await saved.boundingBox())!];
      expect(note.y - (button.y + button.height)).toBeGreaterThanOrEqual(0);
      expect(note.y - (button.y + button.height)).toBeLessThan(60);
      await page.context().close();
    });
  }
});

describe('subscribing from the foot of a page', () => {
  it('brings the confirmation into view', async () => {
    const errors: string[] = [];
    const page = await signedUpPage(browser, site.url, { username: 'newowner', email: 'newowner@example.com', password: 'password1', firstname: 'Nora', lastname: 'Owner' }, errors);
    await page.setViewportSize(WIDTHS[1]!);
    await page.goto(`${site.url}/list`);
    const pitch = page.getByRole('dialog', { name: 'Subscribe to list your plane' });
    await pitch.getByRole('button', { name: 'Cancel' }).click();
    // The person read down to the footer and subscribes from the page's own button.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('dialog', { name: 'Subscribe to list your plane' }).getByRole('button', { name: 'Subscribe' }).click();
    const card = page.getByRole('dialog');
    await card.getByLabel('Card number').fill('4242 4242 4242 4242');
    await card.getByLabel('Expiry').fill('12 / 34');
    await card.getByLabel('CVC').fill('123');
    await card.getByRole('button', { name: 'SUBSCRIBE NOW' }).click();
    const subscribed = page.getByRole('status').filter({ hasText: 'You are subscribed' });
    await expect.poll(() => subscribed.isVisible()).toBe(true);
    await expect.poll(() => inView(subscribed)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("goes on from the home page's prices to the top of the listing wizard", async () => {
    const errors: string[] = [];
    const page = await signedUpPage(browser, site.url, { username: 'newowner2', email: 'newowner2@example.com', password: 'password1', firstname: 'Nils', lastname: 'Owner' }, errors);
    await page.setViewportSize(WIDTHS[1]!);
    await page.goto(`${site.url}/`);
    const prices = page.getByRole('region', { name: 'Simple pricing' });
    await prices.scrollIntoViewIfNeeded();
    await prices.getByRole('button', { name: 'Subscribe' }).first().click();
    const card = page.getByRole('dialog');
    await card.getByLabel('Card number').fill('4242 4242 4242 4242');
    await card.getByLabel('Expiry').fill('12 / 34');
    await card.getByLabel('CVC').fill('123');
    await card.getByRole('button', { name: 'SUBSCRIBE NOW' }).click();
    await page.getByRole('dialog', { name: 'You are subscribed' }).getByRole('link', { name: 'List a plane' }).or(page.getByRole('dialog', { name: 'You are subscribed' }).getByRole('button', { name: 'List a plane' })).click();
    await page.waitForURL((at) => at.pathname.startsWith('/list'));
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await heading.waitFor();
    await expect.poll(() => inView(heading)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a form row with a hint under one field', () => {
  it('lines up the inputs of the row', async () => {
    const page = await tomAt(WIDTHS[0]!);
    await page.goto(`${site.url}/account/basic`);
    const password = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password', { exact: true });
    await password.waitFor();
    expect(await page.getByText('Leave blank to keep your current password.').isVisible()).toBe(true);
    const [a, b] = [(await password.boundingBox())!, (await confirm.boundingBox())!];
    // Side by side, at the same height.
    expect(Math.abs(a.y - b.y)).toBeLessThan(1);
    expect(b.x).toBeGreaterThan(a.x + a.width);
    await page.context().close();
  });

  it("marks the professional photo required, as the form's other required fields", async () => {
    // kevin is a demo flight instructor.
    const page = await tomAt(WIDTHS[0]!, 'kevin');
    await page.goto(`${site.url}/account/professional`);
    const photo = page.getByLabel(/Professional photo/);
    await photo.waitFor({ state: 'attached' });
    expect(await photo.getAttribute('required')).not.toBeNull();
    // Seen: the field's name with the asterisk the required fields carry.
    const name = page.locator('.avatar-label', { hasText: 'Professional photo' });
    expect(await name.isVisible()).toBe(true);
    expect(await name.locator('.required-mark').count()).toBe(1);
    await page.context().close();
  });
});
