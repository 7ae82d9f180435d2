import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UnsubscribeTokens } from '../../application/ports/unsubscribe-tokens.js';

const TOKEN = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * Unsubscribe tokens signed with HMAC-SHA256: "<userId>.<airportId>.<signature>". Nothing is stored, so a
 * link keeps working as long as the key does; every app and worker process must share the key
 * (ALERT_TOKEN_KEY, or the one generated into DATA_DIR/secrets.json).
 */
export class HmacUnsubscribeTokens implements UnsubscribeTokens {
  constructor(private readonly key: string) {
    if (!key) throw new Error('HmacUnsubscribeTokens needs a key');
  }

  issue(userId: number, airportId: number): string {
    return `${userId}.${airportId}.${this.sign(userId, airportId).toString('base64url')}`;
  }

  read(token: string): { userId: number; airportId: number } | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const userId = Number(match[1]);
    const airportId = Number(match[2]);
    // Compared as text: base64 has spare bits in its last character, so decoding first would accept variants.
    const given = Buffer.from(match[3]!);
    const expected = Buffer.from(this.sign(userId, airportId).toString('base64url'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { userId, airportId };
  }

  private sign(userId: number, airportId: number): Buffer {
    // The purpose is part of the message: a signature made for something else never passes here.
    return createHmac('sha256', this.key).update(`wingshare:alert-unsubscribe:${userId}:${airportId}`).digest();
  }
}
