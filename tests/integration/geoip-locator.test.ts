import { describe, expect, it } from 'vitest';
import { GeoipLocator } from '../../adapters/geo/geoip-locator.js';

// The real geoip-lite data shipped inside the npm package: no network, no download.
const errors: unknown[] = [];
const locator = new GeoipLocator((_message, error) => errors.push(error));

describe('GeoipLocator', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.10', '100.64.0.1', '169.254.1.1', 'fd00::1', 'fe80::1'])(
    'does not place the private or loopback address %s',
    async (ip) => {
      expect(await locator.locate(ip)).toBeNull();
    },
  );

  it.each(['', 'unknown', '999.1.1.1', 'not an ip'])('answers null for %o, which is no address', async (ip) => {
    expect(await locator.locate(ip)).toBeNull();
  });

  it('places a US address in a state, with a position in the US', async () => {
    // A block of a US cable provider (Syracuse, NY in the shipped data).
    const found = await locator.locate('24.24.24.24');
    expect(found).toMatchObject({ country: 'US', state: expect.stringMatching(/^[A-Z]{2}$/), city: expect.any(String) });
    expect(found!.lat).toBeGreaterThan(24);
    expect(found!.lat).toBeLessThan(50);
    expect(found!.lng).toBeGreaterThan(-125);
    expect(found!.lng).toBeLessThan(-66);
    // Koa reports IPv4 clients of a dual-stack server in IPv6 form.
    expect(await locator.locate('::ffff:24.24.24.24')).toEqual(found);
  });

  it('reports the country of an address abroad', async () => {
    expect((await locator.locate('81.2.69.160'))?.country).toBe('GB');
    expect(errors).toEqual([]);
  });
});
