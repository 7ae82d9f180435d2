import { describe, expect, it } from 'vitest';
import { GROUNDING_EPISODE_MS, groundingNoticeDue } from '../../../../domain/booking/grounding-notices.js';

const TOLD = new Date('2027-03-01T12:00:00Z');
const after = (ms: number) => new Date(TOLD.getTime() + ms);

describe('grounding notices', () => {
  it('tells a pilot never told of a grounding of his booking', () => {
    expect(groundingNoticeDue(null, TOLD)).toBe(true);
  });

  it('tells him nothing more while the episode lasts: a re-grounding, or ground, clear and ground again', () => {
    expect(groundingNoticeDue(TOLD, after(0))).toBe(false);
    expect(groundingNoticeDue(TOLD, after(60_000))).toBe(false);
    expect(groundingNoticeDue(TOLD, after(GROUNDING_EPISODE_MS - 1))).toBe(false);
  });

  it('tells him of a grounding a day or more after the last notice: a new episode', () => {
    expect(groundingNoticeDue(TOLD, after(GROUNDING_EPISODE_MS))).toBe(true);
    expect(groundingNoticeDue(TOLD, after(30 * GROUNDING_EPISODE_MS))).toBe(true);
  });
});
