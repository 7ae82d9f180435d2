import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../demo/seed.js';
import { seedDemoContent } from '../demo/seed-demo-content.js';
import { seedDemoFlights } from '../demo/seed-demo-flights.js';
import { seedDemoTrust } from '../demo/seed-demo-trust.js';
import { seedDemoRequests } from '../demo/seed-demo-requests.js';
import { compose } from './composition.js';
import type { Config } from './config.js';

export interface DemoContentCounts {
  people: number;
  listings: number;
  professionals: number;
  blogPosts: number;
}

/** The demo listings, people, posts, flights, reviews, questions and requests of a first start. */
export async function writeDemoContent(orm: MikroORM, config: Config): Promise<DemoContentCounts> {
  const { repositories, hasher, mediaStore, imageProcessor, close } = compose(orm, config);
  try {
    const demo = await RequestContext.create(orm.em, () =>
      seedDemoContent({ ...repositories, hasher, media: mediaStore, images: imageProcessor }, DEMO_PASSWORD),
    );
    // Flights taken before the first start, their reviews and some listing questions (issue 16).
    await RequestContext.create(orm.em, () => seedDemoTrust((sql, params) => orm.em.execute(sql, params ?? [])));
    // Requests waiting for Tom and a grounded plane (issue 34): the owner's side shows at once.
    await RequestContext.create(orm.em, () => seedDemoRequests((sql, params) => orm.em.execute(sql, params ?? [])));
    // Flights on the site (issue 36): one closed, one waiting for Tom's confirmation, one disputed.
    await RequestContext.create(orm.em, () => seedDemoFlights({ ...repositories, media: mediaStore }));
    return { people: demo.people, listings: demo.listings, professionals: demo.professionals, blogPosts: demo.blogPosts };
  } finally {
    await close();
  }
}

const COUNTS_PREFIX = 'demo-content-counts ';

/**
 * writeDemoContent for `npm start`, in a process of its own (adapters/composition/demo-content.main.ts) that the
 * server waits for: the demo pictures' narrower copies are drawn with jimp, whose half a gigabyte a process
 * never gives back (a first start held 415 MB for as long as it ran, a restart 265 MB). The child writes
 * through the same database (`databaseUrl`) and media store; its log lines and errors go to the server's.
 */
export async function writeDemoContentApart(databaseUrl: string): Promise<DemoContentCounts> {
  const entry = fileURLToPath(new URL('./demo-content.main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), entry], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const stop = () => child.kill();
  process.once('exit', stop); // a server stopped meanwhile leaves no writer behind
  try {
    let counts: DemoContentCounts | null = null;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(COUNTS_PREFIX)) counts = JSON.parse(line.slice(COUNTS_PREFIX.length)) as DemoContentCounts;
      else console.log(line);
    });
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`Writing the demo content failed (${signal ?? `exit code ${code}`}): see the lines above`)),
      );
    });
    if (!counts) throw new Error('Writing the demo content ended without its counts');
    return counts;
  } finally {
    process.off('exit', stop);
  }
}

/** What the child prints last for writeDemoContentApart. */
export function countsLine(counts: DemoContentCounts): string {
  return COUNTS_PREFIX + JSON.stringify(counts);
}
