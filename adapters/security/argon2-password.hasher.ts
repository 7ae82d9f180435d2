import argon2 from 'argon2';
import type { PasswordHasher } from '../../application/ports/security.js';

/** argon2id, by default with the library's defaults (64 MiB, 3 passes), the OWASP-recommended choice. */
export class Argon2PasswordHasher implements PasswordHasher {
  constructor(private readonly cost: { memoryKiB: number; passes: number } = { memoryKiB: 65_536, passes: 3 }) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, memoryCost: this.cost.memoryKiB, timeCost: this.cost.passes });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch (e) {
      // A malformed stored hash is a data problem, not a wrong password: make it visible.
      throw new Error(`Stored password hash could not be read: ${(e as Error).message}`);
    }
  }
}
