import type { InstructorView } from '../../../lib/instructor-view';

/**
 * A profile changed in one place (the instructor modal) and shown in others (the grids behind it): a
 * favourite removed in the modal leaves the Favorites grid at once, and a card's state follows.
 */
export type InstructorChange = { kind: 'updated'; instructor: InstructorView };

type Listener = (change: InstructorChange) => void;
const listeners = new Set<Listener>();

export function publishInstructorChange(change: InstructorChange): void {
  for (const listener of [...listeners]) listener(change);
}

export function subscribeInstructorChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
