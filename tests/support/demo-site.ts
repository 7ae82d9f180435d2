import { seedAsFirstStart } from './back-office.js';
import { writeDemoContent } from '../../adapters/composition/demo-content.js';
import type { TestApp } from './test-app.js';

/**
 * A test site with everything a first `npm start` writes: the admin and demo pilots, then the whole demo
 * (listings, people, flights, payments, airworthiness, groups) through the same writeDemoContent the
 * first start runs in its child process.
 */
export async function seedWholeDemo(site: TestApp): Promise<void> {
  await seedAsFirstStart(site);
  await writeDemoContent(site.orm, site.config);
}
