import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_NODE_FLAGS } from '../../../bench/app-node-flags.js';

describe('the app\'s Node.js flags', () => {
  it('are those npm start runs the app with, so the benchmark measures the app as it runs', () => {
    const { scripts } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`tsx ${APP_NODE_FLAGS.join(' ')} adapters/main.ts`);
  });
});
