// `npm run media:variants`: makes the narrower copies (160, 320, 640, 800 and 1,024 px wide) of the photos stored before
// copies were made at upload, and records their sizes. `npm start` does the same in the background; this runs
// it in the foreground (e.g. once after an upgrade, with DATABASE_URL and the media store of the site).
// Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (default .data) as `npm start` does; MEDIA_STORE=s3
// works on the bucket. Running it again does nothing more than check.
import { RequestContext } from '@mikro-orm/core';
import { compose } from '../adapters/composition/composition.js';
import { readConfig } from '../adapters/composition/config.js';
import { checkMediaBucket } from '../adapters/media/s3-media-store.js';
import { openScriptDatabase } from './lib/script-database.js';

const LOG_EVERY = 25;

async function main(): Promise<number> {
  const config = readConfig();
  if (config.s3Media) await checkMediaBucket(config.s3Media);
  let database: Awaited<ReturnType<typeof openScriptDatabase>> | null = null;
  const stop = new AbortController();
  const onSigint = () => stop.abort();
  process.on('SIGINT', onSigint);
  try {
    database = await openScriptDatabase(config);
    const { orm } = database;
    const composed = compose(orm, config);
    try {
      console.log('Making the copies of the stored photos that have none yet...');
      let seen = 0;
      const report = await RequestContext.create(orm.em, () =>
        composed.makeImageVariants.execute({
          signal: stop.signal,
          onImage: () => {
            if (++seen % LOG_EVERY === 0) console.log(`  ${seen} photos done`);
          },
        }),
      );
      console.log(`Made the copies of ${report.made} photo${report.made === 1 ? '' : 's'}.`);
      if (report.missing) console.log(`${report.missing} photo${report.missing === 1 ? '' : 's'} the site shows ${report.missing === 1 ? 'is' : 'are'} not in the media store.`);
      if (report.unreadable) console.log(`${report.unreadable} stored file${report.unreadable === 1 ? '' : 's'} could not be read as an image.`);
      if (report.stopped) {
        console.log('Interrupted: the photos done so far keep their copies; run it again for the rest.');
        return 130;
      }
      return 0;
    } finally {
      await composed.close();
    }
  } finally {
    process.off('SIGINT', onSigint);
    await database?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
