import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../fixtures/images/image-builders.js';
import { launchChromium, pastTakeover } from '../support/browser.js';
import { startBrowserApp } from '../support/browser-app.js';
import { V, type TestApp } from '../support/test-app.js';

let site: TestApp & { url: string };
let browser: Browser;
/** The flight instructor's browser, and a pilot's who looks for one. */
let pro: Page;
let pilot: Page;
const errors: string[] = [];

const PRO = { firstname: 'Amelia', lastname: 'Earhart', email: 'amelia@example.com', username: 'amelia_e', password: 'electra-1937' };
const PILOT = { firstname: 'Wiley', lastname: 'Post', email: 'wiley@example.com', username: 'wiley_p', password: 'winnie-mae-1933' };
const NAME = 'Amelia Earhart';
const BUSINESS = 'Zephyr Flight Training';

/** A browser context past the first-visit takeover; signed up as `who` through the API (its cookies) if given. */
async function newPage(who?: typeof PRO): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
  await pastTakeover(context, site.url);
  const p = await context.newPage();
  p.on('pageerror', (e) => errors.push(e.message));
  if (who) {
    const signup = await p.request.post(`${site.url}/api/user`, {
      headers: V,
      // emailPublic (issue 16): the professional shows his address, so the modal offers Send Email.
      multipart: { user: JSON.stringify({ ...who, airport: null, isDiscoverable: true, emailPublic: true, bio: '', code: '', honeypot: '' }) },
    });
    expect(signup.status()).toBe(201);
  }
  return { context, page: p };
}

beforeAll(async () => {
  site = await startBrowserApp();
  browser = await launchChromium();
  ({ page: pro } = await newPage(PRO));
  ({ page: pilot } = await newPage(PILOT));
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const dialog = (p: Page, name: string | RegExp) => p.getByRole('dialog', { name });
const card = (p: Page) => p.getByRole('article', { name: NAME });
const api = async (p: Page, path: string) => (await p.request.get(`${site.url}/api${path}`, { headers: V })).json();

describe('professionals in the browser', () => {
  it('subscribes to the professional plan, then fills out the professional profile', async () => {
    await pro.goto(`${site.url}/professionals`);
    await pro.getByRole('button', { name: 'Sign up as a professional' }).click();

    // No professional subscription yet: the pitch's Subscribe opens the card form.
    const pitch = dialog(pro, 'Subscribe to go professional');
    await expect.poll(() => pitch.isVisible(), { timeout: 15_000 }).toBe(true);
    await pitch.getByRole('button', { name: 'Subscribe' }).click();
    const pay = dialog(pro, 'Professional subscription');
    await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.getByLabel('Expiry').fill('12 / 34');
    await pay.getByLabel('CVC').fill('123');
    await pay.getByRole('button', { name: 'SUBSCRIBE NOW' }).click();

    // Subscribed: the instructor-signup modal follows. Submitting it empty lists every missing field.
    const form = dialog(pro, 'Fill out your professional profile');
    await expect.poll(() => form.isVisible(), { timeout: 15_000 }).toBe(true);
    expect((await api(pro, '/user')).subscriptions.professional).toMatchObject({ isActive: true });
    await form.getByRole('button', { name: 'Publish my profile' }).click();
    for (const message of ['Please enter a rate', 'Please fill in the about section', 'Please select an airport', 'Please select an avatar', 'Please select at least one tag']) {
      await expect.poll(() => form.getByText(message, { exact: true }).isVisible()).toBe(true);
    }
    // Each beside its field, the field marked, and the first one focused.
    const rate = form.getByRole('textbox', { name: 'Hourly rate' });
    expect(await rate.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByRole('textbox', { name: 'Business name' }).getAttribute('aria-invalid')).toBeNull();
    const fieldOf = (inner: ReturnType<Page['getByRole']>) => form.locator('.field').filter({ has: inner });
    expect(await fieldOf(pro.getByRole('textbox', { name: 'Hourly rate' })).getByText('Please enter a rate', { exact: true }).isVisible()).toBe(true);
    expect(await fieldOf(pro.getByRole('checkbox', { name: 'Instrument' })).getByText('Please select at least one tag').isVisible()).toBe(true);
    await expect.poll(() => rate.evaluate((el) => el === document.activeElement)).toBe(true);

    await form.getByRole('textbox', { name: 'Business name' }).fill(BUSINESS);
    await form.getByRole('textbox', { name: 'Hourly rate' }).fill('$85');
    await form.getByRole('textbox', { name: 'About' }).fill('CFII with 4,000 hours. Tailwheel endorsements and instrument proficiency checks.');
    await form.getByRole('combobox', { name: 'Airport' }).fill('KLOU');
    const option = form.getByRole('option', { name: /^LOU - Bowman/ });
    await expect.poll(() => option.isVisible(), { timeout: 10_000 }).toBe(true);
    await option.click();
    await form.getByLabel('Add a photo (Professional photo)').setInputFiles({ name: 'amelia.png', mimeType: 'image/png', buffer: await png(600, 600) });
    await form.getByRole('checkbox', { name: 'Instrument' }).check();
    await form.getByRole('checkbox', { name: 'Tail Wheel' }).check();
    expect(await form.getByRole('radio', { name: 'Flight Instructor' }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Publish my profile' }).click();

    // Published: on to the Professional tab, which says the profile is live and shows it; the sidebar lists the tab.
    await expect.poll(() => new URL(pro.url()).pathname, { timeout: 15_000 }).toBe('/account/professional');
    await expect.poll(() => pro.getByRole('status').getByText('Your professional profile is live').isVisible()).toBe(true);
    await pro.getByRole('button', { name: 'See your profile' }).click();
    await expect.poll(() => dialog(pro, NAME).getByText('$85 per hour').isVisible()).toBe(true);
    await dialog(pro, NAME).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => pro.getByRole('textbox', { name: 'Hourly rate' }).inputValue()).toBe('85');
    expect(await pro.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Professional Info' }).isVisible()).toBe(true);
    expect(await pro.getByRole('link', { name: 'Sign Up as a Professional' }).count()).toBe(0);
    const mine = await api(pro, '/instructor/mine');
    expect(mine).toMatchObject({ businessName: BUSINESS, ratePerHour: 85, tags: ['Instrument', 'Tail Wheel'], isCommercial: false });
    expect(mine.avatar?.url).toBeTruthy();
  });

  it('edits the rate on the Professional tab', async () => {
    await pro.getByRole('textbox', { name: 'Hourly rate' }).fill('$95');
    await pro.getByRole('button', { name: 'Save', exact: true }).click();
    const saved = dialog(pro, 'Saved.');
    await expect.poll(() => saved.isVisible()).toBe(true);
    await saved.getByRole('button', { name: 'Okay' }).click();
    expect((await api(pro, '/instructor/mine')).ratePerHour).toBe(95);

    // A rule the browser runs before sending: nothing is saved.
    await pro.getByRole('textbox', { name: 'Hourly rate' }).fill('a lot');
    await pro.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => pro.getByText('Please enter a rate', { exact: true }).isVisible()).toBe(true);
    expect(await dialog(pro, 'Saved.').count()).toBe(0);
    expect((await api(pro, '/instructor/mine')).ratePerHour).toBe(95);
  });

  it('lets a pilot find the professional by keyword, open the card and keep it as a favorite', async () => {
    // The header's "Sign Up as a Professional" flag opens the instructor entry, then leaves the address.
    await pilot.goto(`${site.url}/professionals?signup=1`);
    const pitch = dialog(pilot, 'Subscribe to go professional');
    await expect.poll(() => pitch.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(new URL(pilot.url()).searchParams.has('signup')).toBe(false);
    await pitch.getByRole('button', { name: 'Cancel' }).click();

    const search = pilot.getByRole('search', { name: 'Find professionals' });
    await search.getByRole('searchbox', { name: 'Keyword' }).fill('zephyr');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => new URL(pilot.url()).searchParams.get('q')).toBe('zephyr');
    await expect.poll(() => pilot.getByText('1 result', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await card(pilot).getByText('$95 / hour').isVisible()).toBe(true);
    expect(await card(pilot).getByText(BUSINESS).isVisible()).toBe(true);

    // Specialties travel in the address, comma-joined; one the professional lacks finds nobody.
    await search.getByText('Jet', { exact: true }).click();
    await search.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => pilot.getByText('No search results - Please change search terms').isVisible(), { timeout: 10_000 }).toBe(true);
    await search.getByText('Jet', { exact: true }).click();
    await search.getByText('Tail Wheel', { exact: true }).click();
    await pilot.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price lowest' });
    await expect.poll(() => new URL(pilot.url()).searchParams.get('tags')).toBe('Tail Wheel');
    expect(new URL(pilot.url()).searchParams.get('sortBy')).toBe('ratePerHour');
    await expect.poll(() => card(pilot).isVisible(), { timeout: 10_000 }).toBe(true);

    await card(pilot).getByRole('button', { name: NAME }).click();
    const modal = dialog(pilot, NAME);
    await expect.poll(() => modal.getByText('$95 per hour').isVisible()).toBe(true);
    expect(await modal.getByText('Instrument, Tail Wheel').isVisible()).toBe(true);
    const mail = await modal.getByRole('link', { name: 'Send Email' }).getAttribute('href');
    expect(mail).toMatch(/^mailto:amelia@example\.com\?subject=Share%20inquiry/);
    expect(await modal.getByRole('button', { name: 'Copy Email to Clipboard' }).isVisible()).toBe(true);
    await modal.getByRole('button', { name: 'Add to Favorites' }).click();
    await expect.poll(() => modal.getByRole('button', { name: 'Remove from Favorites' }).isVisible()).toBe(true);
    await modal.getByRole('button', { name: 'Close' }).click();

    await pilot.goto(`${site.url}/account/favorites?tab=professionals`);
    await expect.poll(() => card(pilot).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await pilot.getByRole('tab', { name: 'Professionals' }).getAttribute('aria-selected')).toBe('true');

    // Removing the favourite in the modal takes the card off the grid at once.
    await card(pilot).getByRole('button', { name: NAME }).click();
    await dialog(pilot, NAME).getByRole('button', { name: 'Remove from Favorites' }).click();
    await expect.poll(() => dialog(pilot, NAME).getByRole('button', { name: 'Add to Favorites' }).isVisible()).toBe(true);
    await dialog(pilot, NAME).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => pilot.getByText(/^No favorite professionals yet/).isVisible()).toBe(true);
    expect((await api(pilot, '/instructor/favorite')).count).toBe(0);
  });

  it('opens a professional to a visitor, who is asked to sign up (saying why) only to save him', async () => {
    const { context, page: visitor } = await newPage();
    await visitor.goto(`${site.url}/professionals?q=zephyr`);
    await expect.poll(() => card(visitor).isVisible(), { timeout: 15_000 }).toBe(true);
    await card(visitor).getByRole('button', { name: NAME }).click();
    await expect.poll(() => dialog(visitor, NAME).isVisible()).toBe(true);
    expect(await dialog(visitor, 'Sign up for free').count()).toBe(0);
    await dialog(visitor, NAME).getByRole('button', { name: 'Add to Favorites' }).click();
    await expect.poll(() => dialog(visitor, 'Sign up to save this professional').isVisible()).toBe(true);
    await context.close();
  });

  it('stops being a professional', async () => {
    await pro.goto(`${site.url}/account/professional`);
    await pro.getByRole('button', { name: 'Stop being a professional' }).click();
    await dialog(pro, 'Are you sure?').getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => new URL(pro.url()).pathname, { timeout: 15_000 }).toBe('/account/basic');
    await expect.poll(() => pro.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Professional Info' }).count()).toBe(0);
    expect((await api(pro, '/user')).isInstructor).toBe(false);
    expect((await api(pilot, '/instructor?q=zephyr')).count).toBe(0);

    // The tab now offers the way back in.
    await pro.goto(`${site.url}/account/professional`);
    await expect.poll(() => pro.getByRole('button', { name: 'Sign up as a professional' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(errors).toEqual([]);
  });
});
