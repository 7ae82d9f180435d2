import { hostname, networkInterfaces } from 'node:os';

/** What a request tells about where it was sent: Koa's `protocol` and `host` (with TRUST_PROXY, X-Forwarded-Proto and -Host). */
export interface RequestAddress {
  protocol: string;
  host: string;
}

export interface SiteAddressSettings {
  /** PUBLIC_URL when it is set: then it is the one address of every link. */
  publicUrl: string | null;
  /** HOST and PORT, where the server listens. */
  host: string;
  port: number;
}

/** The names and addresses this machine answers to, lower case (IPv6 without brackets). */
export interface MachineNames {
  names: () => Set<string>;
  /** The first address other machines can reach (IPv4, not loopback), if any. */
  lanAddress: () => string | null;
}

export const thisMachine: MachineNames = {
  names() {
    const own = hostname().toLowerCase();
    const names = new Set<string>(['localhost', own, `${own}.local`]);
    for (const list of Object.values(networkInterfaces())) {
      for (const a of list ?? []) names.add(a.address.toLowerCase());
    }
    return names;
  },
  lanAddress() {
    for (const list of Object.values(networkInterfaces())) {
      const found = (list ?? []).find((a) => a.family === 'IPv4' && !a.internal);
      if (found) return found.address;
    }
    return null;
  },
};

const WILDCARDS = new Set(['', '0.0.0.0', '::', '[::]']);
const bracketed = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);
const isLoopback = (name: string) => name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '::1';

/**
 * Where the site is served, for the links in mail (password reset, new-listing alerts, contact-form notices).
 *
 * With PUBLIC_URL, that is every link. Without it, a link made in a request carries the address the request
 * was sent to, so a site reached as http://192.168.1.20:3000 mails links that open there, not on localhost;
 * but only when that address is this machine's: a loopback name, this machine's host name, or one of its
 * network addresses, on the port the server listens on (or none). A request's Host header is chosen by
 * whoever sends it, and a reset link pointing at an attacker's host hands them the reset token (host header
 * injection): any other host gets the fallback address instead (docs/security.md, "Mail").
 * Links made outside a request (the alert worker) carry the fallback: PUBLIC_URL, else the address HOST
 * names, else this machine's network address, else localhost. The start-up banner prints it.
 */
export class SiteAddress {
  constructor(
    private readonly settings: SiteAddressSettings,
    private readonly machine: MachineNames = thisMachine,
  ) {}

  /** True when PUBLIC_URL fixes every link. */
  get configured(): boolean {
    return this.settings.publicUrl !== null;
  }

  /** The address of links made outside a request. */
  get fallback(): string {
    const { publicUrl, host, port } = this.settings;
    if (publicUrl) return publicUrl;
    if (!WILDCARDS.has(host.trim())) return `http://${bracketed(host.trim())}:${port}`;
    const lan = this.machine.lanAddress();
    return `http://${lan ?? 'localhost'}:${port}`;
  }

  /** The address of links made in a request: the request's own when it is this machine's, else the fallback. */
  forRequest(request: RequestAddress): string {
    return this.settings.publicUrl ?? this.requestOrigin(request) ?? this.fallback;
  }

  /**
   * The request's own address, when PUBLIC_URL is not set and the address is this machine's; else null. What
   * alerts queued by a request remember for the worker, which has no request to ask.
   */
  requestOrigin(request: RequestAddress): string | null {
    return this.settings.publicUrl ? null : this.ownAddress(request);
  }

  private ownAddress({ protocol, host }: RequestAddress): string | null {
    if (protocol !== 'http' && protocol !== 'https') return null;
    let url: URL;
    try {
      url = new URL(`${protocol}://${host}`);
    } catch {
      return null; // not a host name at all
    }
    // A Host header carries a name and a port, nothing else.
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    const name = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (!isLoopback(name) && !this.machine.names().has(name)) return null;
    if (url.port !== '' && url.port !== String(this.settings.port)) return null;
    return `${url.protocol}//${url.host}`;
  }
}
