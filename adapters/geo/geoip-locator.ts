import { BlockList, isIP } from 'node:net';
import type { IpLocation, IpLocator } from '../../application/ports/geocoder.js';

type GeoipLite = typeof import('geoip-lite');

/** Addresses no IP database can place: this network, private, carrier-grade NAT, loopback, link-local. */
const UNROUTABLE = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16]] as const) {
  UNROUTABLE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10]] as const) UNROUTABLE.addSubnet(net, prefix, 'ipv6');

/**
 * IP addresses to places from the geoip-lite package, whose GeoLite data ships inside the npm package:
 * no download at install or at run time. Its data (about 150 MB in memory) is read at the first lookup of
 * a public address, not at start.
 */
export class GeoipLocator implements IpLocator {
  private database: Promise<GeoipLite | null> | null = null;

  constructor(private readonly logError: (message: string, error: unknown) => void) {}

  async locate(ip: string): Promise<IpLocation | null> {
    // Koa reports IPv4 clients of a dual-stack server as "::ffff:203.0.113.9".
    const address = ip.trim().replace(/^::ffff:(?=\d{1,3}(\.\d{1,3}){3}$)/i, '');
    const family = isIP(address);
    if (!family || UNROUTABLE.check(address, family === 4 ? 'ipv4' : 'ipv6')) return null;
    const hit = (await this.load())?.lookup(address);
    if (!hit?.country || !Number.isFinite(hit.ll?.[0]) || !Number.isFinite(hit.ll?.[1])) return null;
    return { country: hit.country, state: hit.region || null, city: hit.city || null, lat: hit.ll[0], lng: hit.ll[1] };
  }

  /** Reads the data once; when it cannot be read every visitor gets the default location, and the log says why. */
  load(): Promise<GeoipLite | null> {
    this.database ??= import('geoip-lite').then(
      (m) => ((m as { default?: GeoipLite }).default ?? m) as GeoipLite,
      (e: unknown) => {
        this.logError('The IP database (geoip-lite) could not be read; visitors get the default location', e);
        return null;
      },
    );
    return this.database;
  }
}
