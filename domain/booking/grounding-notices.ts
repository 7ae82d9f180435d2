/**
 * How often a booking's pilot hears that its aircraft is grounded (issue 34, point 6): once per grounding
 * episode. An owner who grounds, clears and grounds again (a squawk found, fixed, found again), or grounds
 * an aircraft already grounded, tells the pilot nothing new: a grounding within GROUNDING_EPISODE_MS of the
 * last notice about the same booking belongs to the same episode.
 */
export const GROUNDING_EPISODE_MS = 24 * 3_600_000;

/** Whether a grounding at `now` is news to the booking's pilot, who was last told at `lastNotice` (null: never). */
export function groundingNoticeDue(lastNotice: Date | null, now: Date): boolean {
  return lastNotice === null || now.getTime() - lastNotice.getTime() >= GROUNDING_EPISODE_MS;
}
