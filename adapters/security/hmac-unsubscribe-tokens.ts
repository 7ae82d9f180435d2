import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UnsubscribePurpose, UnsubscribeTokens } from '../../application/ports/unsubscribe-tokens.js';

const TOKEN = /^(m\.)?([1-9]\d{0,9})\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * Unsubscribe tokens signed with HMAC-SHA256: "<userId>.<airportId>.<signature>" (a new-match mail's:
 * "m.<userId>.<airportId>.<signature>", signed for that purpose). Nothing is stored, so a
 * link keeps working as long as the key does; every app and worker process must share the key
 * (ALERT_TOKEN_KEY, or the one generated into DATA_DIR/secrets.json).
 */
export class HmacUnsubscribeTokens implements UnsubscribeTokens {
  constructor(private readonly key: string) {
    if (!key) throw new Error('HmacUnsubscribeTokens needs a key');
  }

  issue(userId: number, airportId: number, purpose: UnsubscribePurpose = 'airport'): string {
    const signature = this.sign(userId, airportId, purpose).toString('base64url');
    return `${purpose === 'partner-matches' ? 'm.' : ''}${userId}.${airportId}.${signature}`;
  }

  read(token: string): { userId: number; airportId: number; purpose: UnsubscribePurpose } | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const purpose: UnsubscribePurpose = match[1] ? 'partner-matches' : 'airport';
    const userId = Number(match[2]);
    const airportId = Number(match[3]);
    // Compared as text: base64 has spare bits in its last character, so decoding first would accept variants.
    const given = Buffer.from(match[4]!);
    const expected = Buffer.from(this.sign(userId, airportId, purpose).toString('base64url'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { userId, airportId, purpose };
  }

  private sign(userId: number, airportId: number, purpose: UnsubscribePurpose): Buffer {
    // The purpose is part of the message: a signature made for something else never passes here.
    const what = purpose === 'partner-matches' ? 'partner-match-unsubscribe' : 'alert-unsubscribe';
    return createHmac('sha256', this.key).update(`wingshare:${what}:${userId}:${airportId}`).digest();
  }
}
