import { useEffect, useRef } from 'react';
import { subscribeInstructorChanges, type InstructorChange } from '../utils/instructor-events';

/** Runs the latest listener for every profile change announced while the component is mounted. */
export function useInstructorChanges(listener: (change: InstructorChange) => void): void {
  const ref = useRef(listener);
  ref.current = listener;
  useEffect(() => subscribeInstructorChanges((change) => ref.current(change)), []);
}
