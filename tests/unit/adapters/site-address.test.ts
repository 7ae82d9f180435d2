import { describe, expect, it } from 'vitest';
import { SiteAddress, type MachineNames } from '../../../adapters/http/site-address.js';

// Issue 12, defect 10: mail links carry the address the site is served at, never a host a request made up.
const machine: MachineNames = { names: () => new Set(['localhost', 'hangar', 'hangar.local', '192.168.1.20', 'fd00::2']), lanAddress: () => '192.168.1.20' };
const site = (publicUrl: string | null, host = '0.0.0.0', lan: MachineNames = machine) => new SiteAddress({ publicUrl, host, port: 3000 }, lan);

describe('SiteAddress', () => {
  it('uses PUBLIC_URL for every link when it is set', () => {
    const s = site('https://wingshare.example');
    expect(s.configured).toBe(true);
    expect(s.fallback).toBe('https://wingshare.example');
    expect(s.forRequest({ protocol: 'http', host: '192.168.1.20:3000' })).toBe('https://wingshare.example');
  });

  it.each([
    ['192.168.1.20:3000', 'http', 'http://192.168.1.20:3000'],
    ['localhost:3000', 'http', 'http://localhost:3000'],
    ['127.0.0.2:3000', 'http', 'http://127.0.0.2:3000'],
    ['wingshare.localhost:3000', 'http', 'http://wingshare.localhost:3000'],
    ['[::1]:3000', 'http', 'http://[::1]:3000'],
    ['[fd00::2]:3000', 'http', 'http://[fd00::2]:3000'],
    ['HANGAR:3000', 'http', 'http://hangar:3000'],
    ['hangar.local', 'https', 'https://hangar.local'],
  ])('without PUBLIC_URL, takes the request\'s address %s (%s), this machine\'s', (host, protocol, expected) => {
    expect(site(null).forRequest({ protocol, host })).toBe(expected);
  });

  it.each([
    'evil.example', 'evil.example:3000', 'localhost.evil.example:3000', '192.168.1.21:3000', '192.168.1.20:3001', 'localhost:22',
    'user@localhost:3000', 'localhost:3000/evil', 'localhost:3000#x', 'localhost:3000?x', '', ' ', 'localhost:abc', '[::1', '%00',
  ])('without PUBLIC_URL, refuses %j (not this machine, or not a host) for the fallback', (host) => {
    expect(site(null).forRequest({ protocol: 'http', host })).toBe('http://192.168.1.20:3000');
  });

  it('refuses a protocol other than http and https', () => {
    expect(site(null).forRequest({ protocol: 'javascript', host: 'localhost:3000' })).toBe('http://192.168.1.20:3000');
  });

  it('falls back to the address HOST names, else the network address, else localhost', () => {
    expect(site(null, '10.1.2.3').fallback).toBe('http://10.1.2.3:3000');
    expect(site(null, '::1').fallback).toBe('http://[::1]:3000');
    expect(site(null, '0.0.0.0').fallback).toBe('http://192.168.1.20:3000');
    expect(site(null, '::', { names: () => new Set(['localhost']), lanAddress: () => null }).fallback).toBe('http://localhost:3000');
  });
});

describe('SiteAddress.requestOrigin (what queued alerts remember)', () => {
  it('is the request\'s own address only without PUBLIC_URL and when it is this machine\'s', () => {
    expect(site(null).requestOrigin({ protocol: 'http', host: '192.168.1.20:3000' })).toBe('http://192.168.1.20:3000');
    expect(site(null).requestOrigin({ protocol: 'http', host: 'evil.example' })).toBeNull();
    expect(site('https://wingshare.example').requestOrigin({ protocol: 'http', host: 'localhost:3000' })).toBeNull();
  });
});
