/**
 * A made-up but plausible US general-aviation fleet: make, model, aircraft tags, weight, hourly rate band, and
 * the aircraft classes of issue 15 as letters: R retractable, C complex, H high performance (over 200 hp),
 * T tailwheel, M multi-engine.
 */
export const FLEET: { make: string; model: string; tags: string[]; weight: number; rate: [number, number]; classes: string }[] = [
  { make: 'Cessna', model: '172 Skyhawk', tags: ['Single Engine'], weight: 18, rate: [120, 190], classes: '' },
  { make: 'Cessna', model: '152', tags: ['Single Engine'], weight: 6, rate: [90, 130], classes: '' },
  { make: 'Cessna', model: '182 Skylane', tags: ['Single Engine'], weight: 8, rate: [160, 240], classes: 'H' },
  { make: 'Cessna', model: 'T206 Turbo Stationair', tags: ['Single Engine', 'Turbo'], weight: 2, rate: [230, 320], classes: 'H' },
  { make: 'Cessna', model: '310', tags: ['Multi-Engine'], weight: 1, rate: [300, 420], classes: 'RCHM' },
  { make: 'Piper', model: 'PA-28 Cherokee', tags: ['Single Engine'], weight: 8, rate: [110, 170], classes: '' },
  { make: 'Piper', model: 'PA-28-181 Archer', tags: ['Single Engine'], weight: 6, rate: [130, 180], classes: '' },
  { make: 'Piper', model: 'PA-32 Saratoga', tags: ['Single Engine'], weight: 2, rate: [220, 300], classes: 'H' },
  { make: 'Piper', model: 'PA-44 Seminole', tags: ['Multi-Engine'], weight: 2, rate: [280, 380], classes: 'RCM' },
  { make: 'Piper', model: 'J-3 Cub', tags: ['Single Engine', 'Tail Wheel', 'Light Sport'], weight: 2, rate: [90, 140], classes: 'T' },
  { make: 'Cirrus', model: 'SR20', tags: ['Single Engine'], weight: 3, rate: [200, 260], classes: '' },
  { make: 'Cirrus', model: 'SR22T', tags: ['Single Engine', 'Turbo'], weight: 5, rate: [260, 360], classes: 'H' },
  { make: 'Beechcraft', model: 'Bonanza A36', tags: ['Single Engine'], weight: 4, rate: [240, 330], classes: 'RCH' },
  { make: 'Beechcraft', model: 'Baron 58', tags: ['Multi-Engine'], weight: 2, rate: [380, 520], classes: 'RCHM' },
  { make: 'Mooney', model: 'M20J', tags: ['Single Engine'], weight: 3, rate: [170, 230], classes: 'RC' },
  { make: 'Diamond', model: 'DA40 Diamond Star', tags: ['Single Engine'], weight: 3, rate: [170, 230], classes: '' },
  { make: 'Diamond', model: 'DA42 Twin Star', tags: ['Multi-Engine'], weight: 1, rate: [330, 430], classes: 'RCM' },
  { make: 'Grumman', model: 'AA-5B Tiger', tags: ['Single Engine'], weight: 1, rate: [140, 190], classes: '' },
  { make: "Van's", model: 'RV-7', tags: ['Single Engine', 'Homebuilt', 'Experimental', 'Acrobatic'], weight: 2, rate: [130, 180], classes: 'T' },
  { make: 'American Champion', model: 'Citabria', tags: ['Single Engine', 'Tail Wheel', 'Acrobatic'], weight: 1, rate: [110, 150], classes: 'T' },
  { make: 'Pitts', model: 'S-2B', tags: ['Acrobatic', 'Bi-Plane', 'Tail Wheel'], weight: 1, rate: [280, 380], classes: 'T' },
  { make: 'Robinson', model: 'R44', tags: ['Helicopter'], weight: 2, rate: [380, 520], classes: '' },
  { make: 'Robinson', model: 'R22', tags: ['Helicopter'], weight: 1, rate: [250, 330], classes: '' },
  { make: 'Icon', model: 'A5', tags: ['Light Sport', 'Amphibious/Float'], weight: 1, rate: [250, 330], classes: '' },
  { make: 'Lake', model: 'LA-4 Buccaneer', tags: ['Single Engine', 'Amphibious/Float'], weight: 1, rate: [220, 300], classes: 'R' },
  { make: 'Cessna', model: 'Citation CJ3', tags: ['Jet', 'Multi-Engine'], weight: 1, rate: [2200, 3200], classes: 'RCHM' },
  { make: 'Eclipse', model: 'EA500', tags: ['Jet', 'Multi-Engine'], weight: 1, rate: [1500, 2100], classes: 'RCHM' },
  { make: 'Quicksilver', model: 'MX Sprint', tags: ['UltraLight'], weight: 1, rate: [60, 90], classes: '' },
  { make: 'Cameron', model: 'O-84 Balloon', tags: ['Hot-Air Balloon'], weight: 1, rate: [150, 250], classes: '' },
];

/**
 * Insurance minimums of the listings that have some (issue 15): about 30 % of listings, picked from these
 * plausible sets (an insurer's usual asks: total time, time in type, a current review and medical...).
 */
export const MINIMUMS_SHARE_PERCENT = 30;
export const MINIMUMS_POOL: object[] = [
  { totalHours: 100 },
  { totalHours: 200, makeModelHours: 10 },
  { certificate: 'private', totalHours: 150, flightReview: true },
  { totalHours: 500, ratings: ['instrument'], medicalClass: 3 },
  { totalHours: 300, classHours: { retractable: 25 } },
  { certificate: 'commercial', totalHours: 1000, classHours: { multiEngine: 100 } },
  { totalHours: 250, minAge: 25 },
  { totalHours: 100, renterInsurance: 100_000 },
  { certificate: 'commercial', totalHours: 750, makeModelHours: 25 },
  { makeModelHours: 5 },
  { totalHours: 60, flightReview: true, medicalClass: 3 },
  { classHours: { tailwheel: 10 }, totalHours: 200 },
  { totalHours: 400, classHours: { night: 20, instrument: 30 }, flightReview: true },
  { certificate: 'private', maxAge: 75, medicalClass: 2 },
];

/** Share types with their share of listings; only the rentals and clubs carry an hourly rate. */
export const SHARE_TYPE_MIX: { type: string; weight: number; rated: boolean }[] = [
  { type: 'PRIVATE_OWNER_RENTAL', weight: 50, rated: true },
  { type: 'FBO_RENTAL', weight: 20, rated: true },
  { type: 'FLIGHT_CLUB', weight: 10, rated: true },
  { type: 'PRIVATE_OWNER_SHARE_PURCHASE', weight: 12, rated: false },
  { type: 'PARTNERSHIP_REQUEST_TO_PURCHASE', weight: 8, rated: false },
];

export const TITLES = ['{year} {model} for rent', 'Well kept {make} {model}', '{model}, IFR and hangared', 'Block time in a {model}',
  'Share in a {year} {make}', '{make} {model} partnership', 'Fly our {model}', 'Affordable {model} rental'];

export const DESCRIPTIONS = [
  'Hangared and meticulously maintained, fresh annual, Garmin GTN 650 with autopilot.',
  'IFR certified with a Garmin G1000 glass cockpit; available most weekdays and some weekends.',
  'New paint and interior last year. Prepaid blocks of 10 hours, insurance included for current pilots.',
  'Great trainer, low time engine, ADS-B in and out. Checkout with a local instructor required.',
  'Looking for reliable partners to share fixed costs; scheduling through an online calendar.',
  'Club aircraft with an easy checkout, online scheduling and a friendly member community.',
  'Tie-down on the field, recent avionics upgrade, engine at mid time with good compressions.',
  'Perfect cross-country machine: long range tanks, oxygen, and a reliable autopilot.',
];

/**
 * One listing in RARE_EVERY gets this description instead (issue 17's rare keyword: 0.05 % of listings);
 * RARE_WORD appears nowhere else in the seed.
 */
export const RARE_WORD = 'warbird';
export const RARE_EVERY = 2000;
export const RARE_DESCRIPTION = `Restored ${RARE_WORD} trainer with a fresh radial overhaul; checkout with the owner on a calm day.`;

export const FIRST_NAMES = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Christopher', 'Lisa',
  'Daniel', 'Nancy', 'Matthew', 'Betty', 'Anthony', 'Margaret', 'Mark', 'Sandra', 'Donald', 'Ashley', 'Steven', 'Kimberly',
  'Paul', 'Emily', 'Andrew', 'Donna', 'Joshua', 'Michelle', 'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Melissa', 'George',
  'Deborah', 'Timothy', 'Stephanie', 'Ronald', 'Rebecca', 'Edward', 'Sharon', 'Jason', 'Laura', 'Jeffrey', 'Cynthia', 'Ryan',
  'Kathleen', 'Jacob', 'Amy', 'Gary', 'Angela', 'Nicholas', 'Shirley', 'Eric', 'Anna', 'Jonathan', 'Brenda', 'Stephen', 'Pamela',
  'Larry', 'Emma', 'Justin', 'Nicole', 'Scott', 'Helen', 'Brandon', 'Samantha', 'Benjamin', 'Katherine', 'Samuel', 'Christine',
  'Gregory', 'Debra', 'Alexander', 'Rachel', 'Frank', 'Carolyn', 'Patrick', 'Janet', 'Raymond', 'Catherine', 'Jack', 'Maria',
  'Dennis', 'Heather', 'Jerry', 'Diane', 'Tyler', 'Ruth', 'Aaron', 'Julie', 'Jose', 'Olivia', 'Adam', 'Joyce', 'Nathan', 'Virginia',
  'Henry', 'Victoria', 'Douglas', 'Kelly', 'Zachary', 'Lauren', 'Peter', 'Christina', 'Kyle', 'Joan', 'Ethan', 'Evelyn', 'Priya'];

export const LAST_NAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez',
  'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright',
  'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell',
  'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes', 'Stewart',
  'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper', 'Peterson', 'Bailey', 'Reed', 'Kelly',
  'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson', 'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza',
  'Ruiz', 'Hughes', 'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez', 'Okafor'];

export const BUSINESS_NAMES = ['', '', 'Blue Sky Aviation', 'Tailwind Flight Training', 'Cross Country Aero', 'Summit Flight Academy',
  'Prop & Rudder Instruction', 'Heartland Aviators', 'Clear Air Flight School', 'Skyline Instruments', 'Crosswind CFI Services'];

/** Weighted picks as index lists: picking a uniform element of the list honours the weights. */
export function weightedIndex(weights: number[]): number[] {
  return weights.flatMap((w, i) => Array.from({ length: Math.round(w * 2) }, () => i));
}
