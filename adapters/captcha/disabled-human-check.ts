import type { HumanCheck } from '../../application/ports/human-check.js';

/**
 * Lets everyone through (HUMAN_CHECK=off). Only for automated tests, which cannot solve a puzzle; the
 * composition root warns loudly when it is chosen.
 */
export class DisabledHumanCheck implements HumanCheck {
  readonly kind = 'off' as const;

  async verify(): Promise<boolean> {
    return true;
  }
}
