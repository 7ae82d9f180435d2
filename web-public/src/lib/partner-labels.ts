import type { Flies, LookingFor, Mission } from '../../../domain/partner/partner-profile';

/** The words of the partner profile's choices (issue 41), shared by the pilot's form and a listing's group side. */
export const LOOKING_FOR_LABELS: Record<LookingFor, string> = {
  join: 'Join an existing partnership',
  form: 'Form a partnership to buy a plane',
  club: 'Join a flying club',
};

export const MISSION_LABELS: Record<Mission, string> = {
  local: 'Local flying',
  travel: 'Travel',
  training: 'Training',
  ifr: 'IFR flying',
};

export const FLIES_LABELS: Record<Flies, string> = {
  weekdays: 'Weekdays',
  weekends: 'Weekends',
  both: 'Both',
};

/** Upgrade appetite, 1 to 5. */
export const UPGRADE_LABELS = [
  'Fly it as it is',
  'Fix what matters',
  'Some upgrades',
  'Keep it current',
  'Keep upgrading panel and paint',
] as const;

/** Maintenance philosophy, 1 to 5. */
export const MAINTENANCE_LABELS = [
  'Fix what breaks',
  'Basic care',
  'By the book',
  'Replace early',
  'Replace before it wears, spotless',
] as const;
