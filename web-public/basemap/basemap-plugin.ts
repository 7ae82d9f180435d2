import type { Plugin } from 'vite';
import { buildBasemap } from './build-basemap';

const MODULE_ID = 'virtual:wingshare-basemap-url';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** Where the dev server (npm run dev) answers the basemap; builds use a hashed asset instead. */
const DEV_PATH = '/@wingshare/basemap.json';

/**
 * The offline basemap as a build product: `import url from 'virtual:wingshare-basemap-url'` gives the
 * address of a JSON file generated from the npm data packages at build time (see build-basemap.ts).
 * In a build it is a hashed asset (`/assets/basemap-<hash>.json`, served immutable; its brotli and gzip
 * twins are made with every other built file's, scripts/precompress-web.ts); the map fetches it only
 * after its first paint.
 */
export function basemapPlugin(): Plugin {
  let json: string | null = null;
  const data = () => (json ??= JSON.stringify(buildBasemap()));
  let serving = false;

  return {
    name: 'wingshare-basemap',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (serving) return `export default ${JSON.stringify(DEV_PATH)};`;
      const reference = this.emitFile({ type: 'asset', name: 'basemap.json', source: data() });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(data());
      });
    },
  };
}
