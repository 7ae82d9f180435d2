/**
 * The Node.js flags the app runs with: `npm start` writes them in package.json ("start"), and the search
 * benchmark starts its app process with them (a test keeps the two the same).
 *
 * `--max-semi-space-size=64` (MB; Node's default is 16): a wide map search allocates a few megabytes of
 * short-lived objects, and at ten searches at once the default young generation filled several times per
 * search, moving live objects to the old generation for the expensive collector to sweep. With 64 MB, on
 * the bench's 2000 km keyword search at 10 connections, the app's CPU per search went from 11.8-12.9 ms to
 * 6.7-7.5 ms (32 MB: 9.4, 128 MB: 5.5). The young generation grows to it only under such load: the demo
 * site idles at 257 MB resident against 216 MB without the flag; the two semi-spaces can hold 128 MB at most.
 */
export const APP_NODE_FLAGS = ['--max-semi-space-size=64'];
