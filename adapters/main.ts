import { RequestContext } from '@mikro-orm/core';
import path from 'node:path';
import { compose, log, logError } from './composition/composition.js';
import { DEFAULT_ADMIN_PASSWORD, readConfig, type Config } from './composition/config.js';
import { viteDevMiddleware } from './http/pages/vite-dev.js';
import { ADMIN_DIR, buildWebApart, distOf, PUBLIC_DIR, SERVER_ENTRY_FILE, serverDistOf } from './http/pages/web-dist.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './persistence/embedded-postgres.js';
import { lockSchema, openDatabase } from './persistence/orm.js';
import { DEMO_PASSWORD, seedFirstStart } from './demo/seed.js';
import { writeDemoContentApart } from './composition/demo-content.js';
import { importAirportsIfEmpty } from './geo/vega-airports.importer.js';
import { loadDemoRegistryIfEmpty } from './registry/demo-registry.js';
import { loadDemoAirmenIfEmpty } from './airmen/demo-airmen.js';
import { checkMediaBucket } from './media/s3-media-store.js';
import { listenHttp } from './http/listen.js';
import type { SiteAddress } from './http/site-address.js';
import { stopOnSignals } from './composition/stop-on-signals.js';

/** `npm start`: database, migrations, first-start data, web apps, then the HTTP server. */
async function main() {
  const config = readConfig();
  if (config.humanCheck === 'off') {
    console.warn('\n' + '!'.repeat(78));
    console.warn('!!  HUMAN_CHECK=off: sign-up has NO bot protection. For automated tests only.  !!');
    console.warn('!'.repeat(78) + '\n');
  }
  const { memoryKiB, passes } = config.passwordHashing;
  if (memoryKiB < 65_536 || passes < 3) {
    console.warn(`!! PASSWORD_HASH_MEMORY_KIB=${memoryKiB} / PASSWORD_HASH_PASSES=${passes}: passwords are hashed below the recommended cost (65536 KiB, 3 passes). For automated tests only. !!`);
  }
  // A media bucket that is missing, out of reach or refused stops the start here, before the database starts.
  if (config.s3Media) await checkMediaBucket(config.s3Media);

  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.databaseUrl;
  let directUrl = config.databaseDirectUrl;
  if (!databaseUrl || !directUrl) {
    log(`starting the embedded PostgreSQL (data in ${path.join(config.dataDir, 'pg')})`);
    embedded = await startEmbeddedPostgres(config.dataDir);
    databaseUrl = directUrl = embedded.url;
  }
  try {
    await serve(config, { url: databaseUrl, directUrl }, embedded);
  } catch (e) {
    await embedded?.stop(); // do not leave the database running behind a failed start
    throw e;
  }
}

/** `url` is what requests use (DATABASE_URL, perhaps a pooler); `directUrl` the database itself, for the schema lock. */
async function serve(config: Config, database: { url: string; directUrl: string }, embedded: EmbeddedDatabase | null) {
  const databaseUrl = database.url;
  const orm = await openDatabase(databaseUrl, {
    queryTimeoutMs: config.dbQueryTimeoutMs,
    directUrl: database.directUrl,
    preparedStatements: config.preparedStatements,
  });

  let closeDev: (() => Promise<unknown>) | null = null;
  let web;
  if (config.dev) {
    const dev = await viteDevMiddleware({ publicDir: PUBLIC_DIR, adminDir: ADMIN_DIR, port: config.port });
    closeDev = dev.close;
    web = { publicDist: null, adminDist: null, devMiddleware: dev.middleware };
  } else {
    await buildWebApart({ log });
    web = { publicDist: distOf(PUBLIC_DIR), adminDist: distOf(ADMIN_DIR), serverEntry: path.join(serverDistOf(PUBLIC_DIR), SERVER_ENTRY_FILE) };
  }

  const { app, repositories, hasher, makeImageVariants, alerts, bookings, payments, siteAddress, close: closeComposed } = compose(orm, config, { web });
  // App processes starting together on a new database: one writes the first-start data, the others then see it.
  // A session lock: on the database itself, never through a transaction-mode pooler (which would keep it on one of its server connections).
  const unlockSchema = await lockSchema(database.directUrl);
  const seeded = await RequestContext.create(orm.em, async () => ({
    airportsImported: await importAirportsIfEmpty(repositories.airports),
    ...(await seedFirstStart(
      {
        users: repositories.users,
        airports: repositories.airports,
        hasher,
        // Promotion codes are the sandbox's; with Stripe they live in Stripe.
        promotionCodes: config.stripe ? undefined : repositories.promotionCodes,
        logbook: repositories.logbook,
      },
      config,
    )),
  }));
  if (seeded.airportsImported) log(`imported ${seeded.airportsImported} US airports`);
  const registryLoaded = await RequestContext.create(orm.em, () => loadDemoRegistryIfEmpty(orm));
  if (registryLoaded) log(`loaded a demo aircraft registry of ${registryLoaded} aircraft (npm run import:faa -- <folder> loads the FAA's)`);
  const airmenLoaded = await RequestContext.create(orm.em, () => loadDemoAirmenIfEmpty(orm));
  if (airmenLoaded) log(`loaded a demo FAA airmen file of ${airmenLoaded} invented airmen (npm run import:airmen -- <folder> loads the FAA's)`);
  if (seeded.promotionCodeCreated) log('created the sandbox promotion code SAVE20 (20% off)');
  if (seeded.demoUsersCreated) {
    const demo = await writeDemoContentApart(databaseUrl);
    log(`created ${seeded.demoUsersCreated + demo.people} demo accounts (maria, tom, kevin and more; password ${DEMO_PASSWORD}), ` +
      `${demo.listings} demo listings and ${demo.professionals} professionals, most around Louisville, KY, and ${demo.blogPosts} blog posts`);
  }
  await unlockSchema();

  const server = listenHttp(app, config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const adminPassword = config.admin.passwordFromEnv ? '(the ADMIN_PASSWORD you set)' : DEFAULT_ADMIN_PASSWORD;
  console.log('');
  console.log(`  Wingshare is running at ${config.publicUrl}`);
  console.log(`  Back office:            ${config.publicUrl}/admin`);
  console.log(`  Admin login:            ${config.admin.username} / ${adminPassword}${seeded.adminCreated ? ' (account created now)' : ''}`);
  if (!config.admin.passwordFromEnv) console.log('  Set ADMIN_PASSWORD before the first start anywhere but your own machine.');
  console.log(`  Links in mail:          ${mailLinksLine(siteAddress)}`);
  if (config.trustProxy && !siteAddress.configured) {
    console.log('  !! TRUST_PROXY is on but PUBLIC_URL is not set: mails to visitors of the proxy\'s address carry the one above. Set PUBLIC_URL.');
  }
  console.log(`  Payments:               ${config.stripe ? 'Stripe' : 'local sandbox (test card 4242 4242 4242 4242; set STRIPE_SECRET_KEY for Stripe)'}`);
  // New-listing alerts are mailed from the outbox by this process unless a separate `npm run worker` does it.
  const alertWorker = config.alertWorker ? alerts.worker() : null;
  alertWorker?.start();
  // The same switch runs the expiry of requests unanswered for 48 hours (once a minute) here or in the worker.
  const expiryJob = config.alertWorker ? bookings.expiryJob() : null;
  expiryJob?.start();
  // And the closing of flights undisputed 72 hours after check-in (issue 36).
  const closingJob = config.alertWorker ? bookings.closingJob() : null;
  closingJob?.start();
  // And the airworthiness sweep (issue 38): statuses worked out again as dates pass, the owners' reminders.
  const maintenanceSweep = config.alertWorker ? bookings.maintenanceSweep() : null;
  maintenanceSweep?.start();
  // And the groups' monthly statements (issue 39): each hour, last month's for every group once it is over.
  const groupStatementsJob = config.alertWorker ? bookings.groupStatementsJob() : null;
  groupStatementsJob?.start();
  // And the money steps of rentals (issue 37): the durable jobs as they fall due, and the minute sweep that queues a lost one again.
  const moneyWorker = config.alertWorker ? payments.worker() : null;
  await moneyWorker?.start();
  const moneySweep = config.alertWorker ? payments.sweepJob() : null;
  moneySweep?.start();
  console.log(`  New-listing alerts:     ${alertWorker ? 'delivered by this process' : 'not delivered here (ALERT_WORKER=off; run npm run worker)'}`);
  console.log(`  Request expiry:         ${expiryJob ? 'every minute in this process' : 'not here (ALERT_WORKER=off; npm run worker does it)'}`);
  console.log(`  Flight closing:         ${closingJob ? 'every minute in this process' : 'not here (ALERT_WORKER=off; npm run worker does it)'}`);
  console.log(`  Maintenance sweep:      ${maintenanceSweep ? 'every five minutes in this process' : 'not here (ALERT_WORKER=off; npm run worker does it)'}`);
  console.log(`  Group statements:       ${groupStatementsJob ? 'issued hourly from the 1st in this process' : 'not here (ALERT_WORKER=off; npm run worker does it)'}`);
  console.log(`  Rental payments:        ${payments.connect.mode === 'stripe' ? 'Stripe Connect' : 'local sandbox (no real money)'}, platform fee ${config.platformFeePercent} %; money steps ${moneyWorker ? 'run by this process' : 'not run here (ALERT_WORKER=off; npm run worker runs them)'}`);
  console.log('  Stop with Ctrl-C.\n');

  // Photos stored before copies were made at upload get them now, in the background, one at a time: a
  // large store does not hold up the start, and when every photo has its copies this is one quick pass.
  const stopVariants = new AbortController();
  const variantsDone = RequestContext.create(orm.em, () => makeImageVariants.execute({ signal: stopVariants.signal }))
    .then((r) => {
      if (r.made) log(`made the narrower copies of ${r.made} stored photo${r.made === 1 ? '' : 's'}`);
      if (r.missing) log(`${r.missing} photo${r.missing === 1 ? ' the site shows is' : 's the site shows are'} not in the media store`);
      if (r.unreadable) log(`${r.unreadable} stored photo${r.unreadable === 1 ? '' : 's'} could not be read to make copies`);
    })
    .catch((e) => logError('could not make the copies of the stored photos (npm run media:variants tries again)', e));

  stopOnSignals(
    'the site',
    [
      () => server.close(),
      () => server.closeAllConnections(),
      () => alertWorker?.stop(), // the mail in progress finishes; the rest of its batch is handed back
      () => expiryJob?.stop(),
      () => closingJob?.stop(),
      () => maintenanceSweep?.stop(),
      () => groupStatementsJob?.stop(),
      () => moneySweep?.stop(),
      () => moneyWorker?.stop(), // the step in progress finishes (or is retried)
      async () => {
        stopVariants.abort(); // the photo in progress finishes
        await variantsDone;
      },
      () => closeDev?.(),
      closeComposed,
      () => orm.close(),
    ],
    embedded,
    log,
  );
}

/** What the banner says of mail links (adapters/http/site-address.ts). */
function mailLinksLine(site: SiteAddress): string {
  if (site.configured) return `${site.fallback} (PUBLIC_URL)`;
  return `${site.fallback}, or the address a visitor used when it is this machine's (set PUBLIC_URL on a public site)`;
}

main().catch((e) => {
  logError('could not start', e);
  process.exit(1);
});
