/** The steps after the type choice, in order (spec 2 "Listing wizard"). */
export const WIZARD_STEPS = [
  { path: '/list/general', title: 'General Information' },
  { path: '/list/location', title: 'Your plane location' },
  { path: '/list/media', title: 'Add Photos & Video' },
  { path: '/list/preferred-pro', title: 'Preferred Flight Instructor', optional: true },
  { path: '/list/minimums', title: 'Pilot minimums', optional: true },
  { path: '/list/availability', title: 'When it can fly' },
  { path: '/list/confirm', title: 'Preview & Confirm' },
] as const;

export type WizardStepPath = (typeof WIZARD_STEPS)[number]['path'];

export const TYPE_STEP_PATH = '/list';

/** The step before (the type choice before the first) and after this one. */
export function neighbours(path: WizardStepPath): { previous: string; next: string | null } {
  const index = WIZARD_STEPS.findIndex((s) => s.path === path);
  return {
    previous: index > 0 ? WIZARD_STEPS[index - 1].path : TYPE_STEP_PATH,
    next: index < WIZARD_STEPS.length - 1 ? WIZARD_STEPS[index + 1].path : null,
  };
}

/** The step where each field of a listing is entered; the general step has every field not named here. */
const FIELD_STEPS: Record<string, WizardStepPath> = {
  airport: '/list/location',
  media: '/list/media',
  defaultMedia: '/list/media',
  preferredInstructorName: '/list/preferred-pro',
  preferredInstructorEmail: '/list/preferred-pro',
  retractable: '/list/minimums',
  complex: '/list/minimums',
  highPerformance: '/list/minimums',
  tailwheel: '/list/minimums',
  multiEngine: '/list/minimums',
  openHours: '/list/availability',
  noticeMinutes: '/list/availability',
  minMinutes: '/list/availability',
  maxMinutes: '/list/availability',
};

/** The step of a field: the minimums' (`minimums.*`, `aircraft.<flag>`) have their own. */
const stepOf = (field: string): WizardStepPath =>
  FIELD_STEPS[field] ?? (field === 'minimums' || field.startsWith('minimums.') || field.startsWith('aircraft.') ? '/list/minimums' : '/list/general');

/** The steps, in order, that hold the fields with messages. */
export function stepsToFix(fields: readonly string[]): (typeof WIZARD_STEPS)[number][] {
  const paths = new Set(fields.map(stepOf));
  return WIZARD_STEPS.filter((s) => paths.has(s.path));
}
