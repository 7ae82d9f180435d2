/** The option lists of the product (spec section 3), shared by the server and both web apps. */

export const INSTRUCTOR_TAGS = [
  'Private', 'Instrument', 'Tail Wheel', 'Acrobatic', 'Sea Plane', 'Multi-Engine', 'High Performance',
  'Turbo', 'Jet', 'Cirrus CSIP / Transition', 'Helicopter / Rotorcraft',
] as const;

export const AIRCRAFT_TAGS = [
  'Single Engine', 'Amphibious/Float', 'Light Sport', 'Multi-Engine', 'Acrobatic', 'Turbo', 'Bi-Plane',
  'Hot-Air Balloon', 'Jet', 'UltraLight', 'Helicopter', 'Tail Wheel', 'Homebuilt', 'Experimental',
] as const;

export const CREDENTIALS = [
  'Student', 'Private', 'Instrument', 'Commercial', 'ATP', 'CFI/CFII', 'Tail Wheel', 'Acrobatic', 'SeaPlane',
  'Multi-Engine', 'High Performance', 'Turbo', 'Jet', 'Cirrus CSIP / Transition', 'Helicopter / Rotorcraft',
] as const;

export const TOTAL_HOURS = ['0-500', '500-1000', '1000-3000', '3000+'] as const;

export const SEARCH_TYPES = ['user', 'instructor', 'share'] as const;

export type InstructorTag = (typeof INSTRUCTOR_TAGS)[number];
export type AircraftTag = (typeof AIRCRAFT_TAGS)[number];
export type Credential = (typeof CREDENTIALS)[number];
export type TotalHours = (typeof TOTAL_HOURS)[number];
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Instructor form role choice: isCommercial false is a flight instructor, true a commercial pilot. */
export const PROFESSIONAL_ROLES = [
  { isCommercial: false, label: 'Flight Instructor' },
  { isCommercial: true, label: 'Commercial Pilot' },
] as const;
