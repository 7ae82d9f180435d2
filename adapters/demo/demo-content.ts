import type { ShareInput } from '../../domain/share/share.js';
import type { InstructorInput } from '../../domain/instructor/instructor.js';

/**
 * The demo content of a fresh install: people, planes and professionals around Louisville, KY (the
 * site's fallback location, so a visitor anywhere sees it first) and a few in Denver, the Bay Area and
 * Boston. Names, clubs, businesses, phone numbers (555) and addresses (demo.wingshare.local) are
 * invented; tail numbers are well-formed but chosen outside the demo registry's fixed examples, so
 * listing N172SP or N22CR in the wizard still works.
 */

type Rgb = [number, number, number];

export interface DemoPerson {
  username: string;
  firstname: string;
  lastname: string;
  /** FAA location id of the home airport. */
  airport: string;
  bio: string;
  credentials: string[];
  totalHours: string;
  wantedPlane: string;
  mostExpPlane: string;
  follows?: string[];
  /** Shows the email address to others (issue 16); the rest are reached through Message. */
  emailPublic?: boolean;
}

export interface DemoListing {
  owner: string;
  airport: string;
  /** The picture drawn for it. */
  picture: { accent: Rgb; wing: 'high' | 'low' };
  share: Omit<ShareInput, 'airport' | 'media' | 'defaultMedia'>;
  video?: string;
}

export interface DemoProfessional {
  username: string;
  airport: string;
  colour: Rgb;
  profile: Omit<InstructorInput, 'airport'>;
}

const pilot = (p: DemoPerson) => p;

/** Pilots (some of whom own the listings below). */
export const DEMO_PEOPLE: DemoPerson[] = [
  pilot({ username: 'tom', firstname: 'Tom', lastname: 'Hadley', airport: 'LOU', follows: ['LOU'],
    bio: 'Retired airline mechanic. I keep my 172 and a quarter of a Bonanza at Bowman and like to see them fly.',
    credentials: ['Private', 'Instrument'], totalHours: '3000+', wantedPlane: 'Piper Super Cub', mostExpPlane: 'Cessna 172' }),
  pilot({ username: 'angela', emailPublic: true, firstname: 'Angela', lastname: 'Brooks', airport: 'LOU', follows: ['LOU', 'JVY'],
    bio: 'Membership chair of the Derby City Flying Club. Ask me anything about joining.',
    credentials: ['Private', 'Instrument', 'Commercial'], totalHours: '1000-3000', wantedPlane: 'Cessna 182', mostExpPlane: 'Piper PA-28' }),
  pilot({ username: 'dan', emailPublic: true, firstname: 'Dan', lastname: 'Whitfield', airport: 'SDF', follows: ['SDF'],
    bio: 'Chief pilot at River City Aviation, the flight school and rental fleet on the east side of SDF.',
    credentials: ['Commercial', 'Instrument', 'CFI/CFII', 'Multi-Engine'], totalHours: '3000+', wantedPlane: 'Beech Baron', mostExpPlane: 'Cessna 172' }),
  pilot({ username: 'carla', firstname: 'Carla', lastname: 'Jensen', airport: 'JVY', follows: ['JVY', 'SDF'],
    bio: 'I run Ohio Valley Flight Training across the river in Jeffersonville.',
    credentials: ['Commercial', 'CFI/CFII'], totalHours: '1000-3000', wantedPlane: 'Diamond DA40', mostExpPlane: 'Cessna 152' }),
  pilot({ username: 'marcus', firstname: 'Marcus', lastname: 'Reed', airport: 'BRY', follows: ['BRY', 'LOU'],
    bio: 'Bourbon-country flyer. Selling a third of my Mooney to someone who will fly it more than I do.',
    credentials: ['Private', 'Instrument', 'High Performance'], totalHours: '500-1000', wantedPlane: 'Mooney Ovation', mostExpPlane: 'Mooney M20J' }),
  pilot({ username: 'hollis', firstname: 'Hollis', lastname: 'Grant', airport: 'EKX', follows: ['EKX'],
    bio: 'Family Archer owner in Elizabethtown; rents to checked-out pilots with a clean record.',
    credentials: ['Private'], totalHours: '500-1000', wantedPlane: 'Piper Comanche', mostExpPlane: 'Piper PA-28' }),
  pilot({ username: 'ruth', firstname: 'Ruth', lastname: 'Caldwell', airport: 'FFT', follows: ['FFT', 'LEX'],
    bio: 'State employee and weekend cross-country flyer out of Capital City.',
    credentials: ['Private', 'Instrument', 'High Performance'], totalHours: '1000-3000', wantedPlane: 'Cessna 210', mostExpPlane: 'Cessna 182' }),
  pilot({ username: 'ben', firstname: 'Ben', lastname: 'Okonjo', airport: 'LEX', follows: ['LEX'],
    bio: 'Lexington software engineer, instrument student, looking for partners to buy a 182.',
    credentials: ['Private'], totalHours: '0-500', wantedPlane: 'Cessna 182', mostExpPlane: 'Cessna 172' }),
  pilot({ username: 'walt', firstname: 'Walt', lastname: 'Schneider', airport: 'SER', follows: ['SER'],
    bio: 'President of the Freeman Field Flyers in Seymour. Our dues are the lowest in southern Indiana.',
    credentials: ['Private', 'Tail Wheel'], totalHours: '1000-3000', wantedPlane: 'Aviat Husky', mostExpPlane: 'Cessna 150' }),
  pilot({ username: 'june', firstname: 'June', lastname: 'Albright', airport: 'IMS', follows: ['IMS'],
    bio: 'I fly a 1946 Cub low and slow along the Ohio River and share it with careful tailwheel pilots.',
    credentials: ['Private', 'Tail Wheel'], totalHours: '1000-3000', wantedPlane: 'Piper Super Cub', mostExpPlane: 'Piper J-3 Cub' }),
  pilot({ username: 'chris', firstname: 'Chris', lastname: 'Patel', airport: 'SDF', follows: ['SDF', 'LOU'],
    bio: 'New private pilot (checkride last spring). Looking for a friendly rental or a club near Louisville.',
    credentials: ['Private'], totalHours: '0-500', wantedPlane: 'Piper Archer', mostExpPlane: 'Cessna 172' }),
  pilot({ username: 'olivia', firstname: 'Olivia', lastname: 'Nguyen', airport: 'JVY', follows: ['JVY'],
    bio: 'Nurse, student pilot, weekday mornings off. Happy to split time in a 152 or a 172.',
    credentials: ['Student'], totalHours: '0-500', wantedPlane: 'Cessna 172', mostExpPlane: 'Cessna 152' }),
  pilot({ username: 'nate', firstname: 'Nate', lastname: 'Brennan', airport: 'FFT', follows: ['FFT'],
    bio: 'Commercial pilot building time toward the regionals. I can fly your plane to its annual.',
    credentials: ['Commercial', 'Instrument', 'Multi-Engine'], totalHours: '500-1000', wantedPlane: 'Piper Seneca', mostExpPlane: 'Piper PA-44' }),
  pilot({ username: 'grace', firstname: 'Grace', lastname: 'Holloway', airport: 'EKX', follows: ['EKX', 'SDF'],
    bio: 'Army aviator turned fixed wing. Looking for a partnership in something fast.',
    credentials: ['Commercial', 'Instrument', 'Helicopter / Rotorcraft'], totalHours: '1000-3000', wantedPlane: 'Cirrus SR22', mostExpPlane: 'Cessna 182' }),
];

const common = { isWet: true, url: '' } as const;

/** Listings of every type, most of them within 100 km of Louisville. */
export const DEMO_LISTINGS: DemoListing[] = [
  // Further away, listed first so the newest listings are the Louisville ones: the home page's map
  // and the recent listings show more than one region.
  { owner: 'jake', airport: 'APA', picture: { accent: [160, 100, 40], wing: 'low' }, share: { ...common,
    type: 'PRIVATE_OWNER_SHARE_PURCHASE', tailNumber: 'N35JT', title: 'Half of a V-tail Bonanza in Denver',
    description: 'Selling half of a clean V35B at Centennial. Turbo-normalised for the Rockies, oxygen on board, hangar at the east end.',
    make: 'BEECH', model: 'V35B', year: 1977, cost: 65000, sharePercentOffered: 50, pricePercentOffered: 50, ratePerHour: 0, isWet: false,
    engineManufacturer: 'CONTINENTAL', engineModel: 'IO-520-BB', categories: 'Single Engine, Turbo', tags: ['Single Engine', 'Turbo'], regOwner: 'TURNER JAKE',
    retractable: true, complex: true, highPerformance: true } },
  { owner: 'priya', airport: 'PAO', picture: { accent: [200, 40, 60], wing: 'high' }, share: { ...common,
    type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N7ECA', title: 'Citabria for tailwheel rental in Palo Alto',
    description: 'Tandem tailwheel fun over the Bay. Checkout required; I can recommend a tailwheel instructor at Palo Alto.',
    make: 'AMERICAN CHAMPION AIRCRAFT', model: '7ECA', year: 1974, ratePerHour: 135, engineManufacturer: 'LYCOMING', engineModel: 'O-235-K2C',
    categories: 'Single Engine, Tail Wheel, Acrobatic', tags: ['Single Engine', 'Tail Wheel'], regOwner: 'NATARAJAN PRIYA',
    tailwheel: true, minimums: { certificate: 'private', totalHours: 80, classHours: { tailwheel: 5 }, flightReview: true } } },
  { owner: 'sam', airport: 'BED', picture: { accent: [40, 80, 40], wing: 'high' }, share: { ...common,
    type: 'PARTNERSHIP_REQUEST_TO_PURCHASE', tailNumber: '', title: 'Four-way partnership for a 172 at Hanscom',
    description: 'Student pilot looking for three partners to buy a Cessna 172 and train in it. Flexible on the year; I would like an IFR-capable panel.',
    make: 'CESSNA', model: '172', cost: 90000, desiredNumberOfPilots: 4, ratePerHour: 0, isWet: false } },
  { owner: 'tom', airport: 'LOU', picture: { accent: [178, 34, 44], wing: 'high' }, share: { ...common,
    type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N739TH', title: 'Well-kept Cessna 172N at Bowman Field',
    description: 'IFR-current 172N with a fresh annual and a 180 hp conversion. Hangared at Bowman; rent it by the hour after a checkout flight with me. Fuel included.',
    make: 'CESSNA', model: '172N', year: 1978, ratePerHour: 145, engineHours: 820, engineManufacturer: 'LYCOMING', engineModel: 'O-360-A4M',
    categories: 'Single Engine', avionics: 'Garmin GNS 430W, GTX 345 ADS-B, KX 155', interior: 'Leather seats, 2019', exterior: 'White with red stripes, 2016',
    equipment: 'Four-place intercom, engine monitor, tow bar', regOwner: 'HADLEY THOMAS J', comments: 'Renters need 100 hours total and 10 in type.',
    minimums: { certificate: 'private', totalHours: 100, makeModelHours: 10, medicalClass: 3, flightReview: true } } },
  { owner: 'tom', airport: 'LOU', picture: { accent: [120, 24, 32], wing: 'low' }, share: { ...common,
    type: 'PRIVATE_OWNER_SHARE_PURCHASE', tailNumber: 'N36TB', title: 'One quarter of a Beech A36 Bonanza',
    description: 'A 25% share in a well-equipped A36 based in a heated Bowman hangar. Four owners, online schedule, monthly dues cover hangar, insurance and the engine reserve.',
    make: 'BEECH', model: 'A36', year: 1995, cost: 82000, sharePercentOffered: 25, pricePercentOffered: 25, ratePerHour: 0, isWet: false, engineHours: 610,
    engineManufacturer: 'CONTINENTAL', engineModel: 'IO-550-B', categories: 'Single Engine, High Performance', tags: ['Single Engine'],
    avionics: 'Garmin G500 TXi, GTN 750Xi, GFC 600 autopilot', interior: 'Club seating, 2018', exterior: 'White, blue and gold, 2015', regOwner: 'BONANZA FOUR LLC',
    retractable: true, complex: true, highPerformance: true } },
  { owner: 'angela', airport: 'LOU', picture: { accent: [24, 92, 60], wing: 'low' }, share: { ...common,
    type: 'FLIGHT_CLUB', tailNumber: '', title: 'Derby City Flying Club',
    description: 'A member-owned club of about sixty pilots with an Archer, a 172 and an Arrow at Bowman Field. Online scheduling, monthly safety seminars and a summer fly-out.',
    make: 'PIPER', model: 'PA-28-181', clubName: 'Derby City Flying Club', clubRepName: 'Angela Brooks', clubMemberSize: 62, clubNumAircrafts: 3,
    clubWebsiteUrl: 'https://derbycity-flyers.example.org', clubEmail: 'join@derbycity-flyers.example.org', clubPhone: '(502) 555-0178', ratePerHour: 118 } },
  { owner: 'dan', airport: 'SDF', picture: { accent: [30, 64, 140], wing: 'high' }, share: { ...common,
    type: 'FBO_RENTAL', tailNumber: 'N512RC', title: 'Cessna 172S with G1000 at Louisville International',
    description: 'Our newest trainer: a glass-cockpit 172S for rental and instrument training. Block time discounts, weekend availability and instructors on site seven days a week.',
    make: 'CESSNA', model: '172S', year: 2011, ratePerHour: 165, engineHours: 1430, engineManufacturer: 'LYCOMING', engineModel: 'IO-360-L2A',
    categories: 'Single Engine', avionics: 'Garmin G1000 NXi, GFC 700 autopilot', businessName: 'River City Aviation', regOwner: 'RIVER CITY AVIATION LLC' } },
  { owner: 'dan', airport: 'SDF', picture: { accent: [200, 120, 20], wing: 'low' }, share: { ...common,
    type: 'FBO_RENTAL', tailNumber: 'N44RC', title: 'Piper Seminole for multi-engine training',
    description: 'Twin-engine Seminole for multi-engine ratings and time building. Includes an instructor for the first checkout; solo rental for current multi pilots.',
    make: 'PIPER', model: 'PA-44-180', year: 2004, ratePerHour: 295, engineHours: 960, engineManufacturer: 'LYCOMING', engineModel: 'O-360-A1H6',
    categories: 'Multi-Engine', tags: ['Multi-Engine'], businessName: 'River City Aviation', regOwner: 'RIVER CITY AVIATION LLC', instrumentRatingRequired: true,
    retractable: true, complex: true, multiEngine: true,
    minimums: { certificate: 'private', totalHours: 250, classHours: { multiEngine: 25 }, medicalClass: 3, flightReview: true } } },
  { owner: 'carla', airport: 'JVY', picture: { accent: [210, 90, 30], wing: 'high' }, share: { ...common,
    type: 'FBO_RENTAL', tailNumber: 'N6231Q', title: 'Cessna 152 trainer in Jeffersonville',
    description: 'The cheapest way to build hours near Louisville: a tidy 152 with a new interior. Students and renters welcome; instructors available for checkouts.',
    make: 'CESSNA', model: '152', year: 1979, ratePerHour: 115, engineHours: 1720, engineManufacturer: 'LYCOMING', engineModel: 'O-235-L2C',
    categories: 'Single Engine, Light Sport', businessName: 'Ohio Valley Flight Training', regOwner: 'OHIO VALLEY FLIGHT TRAINING INC' } },
  { owner: 'marcus', airport: 'BRY', picture: { accent: [90, 30, 120], wing: 'low' }, share: { ...common,
    type: 'PRIVATE_OWNER_SHARE_PURCHASE', tailNumber: 'N201MR', title: 'A third of a fast Mooney M20J',
    description: 'Selling a one-third share in a 201 that trues 150 knots on 9 gallons an hour. Two friendly partners, hangar in Bardstown, no loans on the aircraft.',
    make: 'MOONEY AIRCRAFT CORP', model: 'M20J', year: 1981, cost: 38000, sharePercentOffered: 33, pricePercentOffered: 33, ratePerHour: 0, isWet: false,
    engineHours: 1100, engineManufacturer: 'LYCOMING', engineModel: 'IO-360-A3B6D', categories: 'Single Engine, High Performance',
    avionics: 'Garmin GNX 375, G5 pair, KAP 150', regOwner: 'REED MARCUS A', retractable: true, complex: true } },
  { owner: 'hollis', airport: 'EKX', picture: { accent: [40, 120, 170], wing: 'low' }, share: { ...common,
    type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N8421H', title: 'Piper Archer II for rent in Elizabethtown',
    description: 'A comfortable, honest Archer for cross-countries and $100 hamburgers. Checkout with my instructor, then book it on the shared calendar.',
    make: 'PIPER', model: 'PA-28-181', year: 1980, ratePerHour: 150, engineHours: 540, engineManufacturer: 'LYCOMING', engineModel: 'O-360-A4M',
    categories: 'Single Engine', avionics: 'Garmin GTN 650, Aspen E5', regOwner: 'GRANT HOLLIS W', preferredInstructorName: 'Kevin Marsh',
    preferredInstructorEmail: 'kevin@demo.wingshare.local' } },
  { owner: 'ruth', airport: 'FFT', picture: { accent: [150, 20, 20], wing: 'high' }, share: { ...common,
    type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N182RC', title: 'Cessna 182T Skylane at Capital City',
    description: 'Comfortable IFR Skylane for serious cross-country trips. High-performance endorsement and 200 hours total needed; rate includes fuel.',
    make: 'CESSNA', model: '182T', year: 2006, ratePerHour: 210, engineHours: 1280, engineManufacturer: 'LYCOMING', engineModel: 'IO-540-AB1A5',
    categories: 'Single Engine, High Performance', avionics: 'Garmin G1000, KAP 140', regOwner: 'CALDWELL RUTH E', instrumentRatingRequired: true,
    highPerformance: true,
    minimums: { certificate: 'private', totalHours: 200, classHours: { highPerformance: 10 }, medicalClass: 3, flightReview: true, renterInsurance: 50000 } } },
  { owner: 'carla', airport: 'LEX', picture: { accent: [20, 110, 120], wing: 'low' }, share: { ...common,
    type: 'FBO_RENTAL', tailNumber: 'N240DA', title: 'Diamond DA40 at Blue Grass Airport',
    description: 'Our Lexington satellite base rents a DA40 with G1000 and air conditioning. Great visibility, 130 knots, and the best handling trainer we know.',
    make: 'DIAMOND AIRCRAFT IND INC', model: 'DA 40', year: 2008, ratePerHour: 185, engineHours: 900, engineManufacturer: 'LYCOMING', engineModel: 'IO-360-M1A',
    categories: 'Single Engine', businessName: 'Ohio Valley Flight Training', regOwner: 'OHIO VALLEY FLIGHT TRAINING INC' } },
  { owner: 'ben', airport: 'LEX', picture: { accent: [60, 60, 60], wing: 'high' }, share: { ...common,
    type: 'PARTNERSHIP_REQUEST_TO_PURCHASE', tailNumber: '', title: 'Partners wanted to buy a Cessna 182',
    description: 'Looking for two or three pilots to buy a 1970s or newer 182 together and base it in Lexington. I have a budget, an insurance quote and a draft partnership agreement.',
    make: 'CESSNA', model: '182', cost: 160000, desiredNumberOfPilots: 3, ratePerHour: 0, isWet: false } },
  { owner: 'walt', airport: 'SER', picture: { accent: [200, 160, 20], wing: 'high' }, share: { ...common,
    type: 'FLIGHT_CLUB', tailNumber: '', title: 'Freeman Field Flyers',
    description: 'A small, friendly club at the historic Freeman Field with a Cessna 150 and a Citabria for tailwheel fun. Low dues and no waiting list.',
    make: 'CESSNA', model: '150', clubName: 'Freeman Field Flyers', clubRepName: 'Walt Schneider', clubMemberSize: 24, clubNumAircrafts: 2,
    clubWebsiteUrl: 'https://freemanfieldflyers.example.org', clubEmail: 'walt@freemanfieldflyers.example.org', clubPhone: '(812) 555-0187', ratePerHour: 89 } },
  { owner: 'june', airport: 'IMS', picture: { accent: [236, 190, 20], wing: 'high' }, share: { ...common,
    type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N98JA', title: '1946 Piper J-3 Cub on the Ohio River',
    description: 'Fly a real Cub from the back seat with the door open. Tailwheel endorsement and a checkout with me required. Grass-friendly and very forgiving.',
    make: 'PIPER', model: 'J3C-65', year: 1946, ratePerHour: 110, engineHours: 300, engineManufacturer: 'CONTINENTAL', engineModel: 'A-65-8',
    categories: 'Single Engine, Tail Wheel', tags: ['Single Engine', 'Tail Wheel'], regOwner: 'ALBRIGHT JUNE M',
    tailwheel: true, minimums: { classHours: { tailwheel: 10 }, flightReview: true } } },
  { owner: 'maria', airport: 'LOU', picture: { accent: [120, 120, 130], wing: 'low' }, share: { ...common,
    type: 'PARTNERSHIP_REQUEST_TO_PURCHASE', tailNumber: '', title: 'Cirrus SR22 partnership forming at Bowman',
    description: 'Forming a four-way partnership to buy a G3 or G5 SR22 based at Bowman Field. Each partner would put in about a quarter of the price and share fixed costs.',
    make: 'CIRRUS DESIGN CORP', model: 'SR22', cost: 420000, desiredNumberOfPilots: 4, ratePerHour: 0, isWet: false } },
];

/** Professionals (each also a pilot account) and their profiles. */
export const DEMO_PROFESSIONALS: (DemoProfessional & Omit<DemoPerson, 'airport' | 'username'>)[] = [
  { username: 'kevin', emailPublic: true, firstname: 'Kevin', lastname: 'Marsh', airport: 'LOU', colour: [40, 110, 160],
    bio: 'Full-time CFII at Bowman Field since 2012.', credentials: ['Commercial', 'Instrument', 'CFI/CFII', 'Tail Wheel'], totalHours: '3000+',
    wantedPlane: 'Piper Super Cub', mostExpPlane: 'Cessna 172',
    profile: { businessName: 'Marsh Flight Instruction', ratePerHour: 65, isCommercial: false, isDiscoverable: true,
      tags: ['Private', 'Instrument', 'Tail Wheel'],
      about: 'Private through instrument, flight reviews, IPCs and tailwheel endorsements in your plane or a rental. Patient, scenario-based teaching and flexible evening hours.' } },
  { username: 'rachel', emailPublic: true, firstname: 'Rachel', lastname: 'Kim', airport: 'SDF', colour: [150, 50, 90],
    bio: 'MEI and former regional first officer.', credentials: ['ATP', 'CFI/CFII', 'Multi-Engine', 'Instrument'], totalHours: '3000+',
    wantedPlane: 'Beech Baron', mostExpPlane: 'Piper Seminole',
    profile: { businessName: 'Kim Aviation Training', ratePerHour: 75, isCommercial: false, isDiscoverable: true,
      tags: ['Instrument', 'Multi-Engine', 'High Performance'],
      about: 'Multi-engine and instrument training at Louisville International. Add-on ratings in ten days, complex and high-performance endorsements, and airline interview prep.' } },
  { username: 'luis', firstname: 'Luis', lastname: 'Ortega', airport: 'JVY', colour: [30, 120, 80],
    bio: 'Corporate pilot based in Jeffersonville, available for contract trips.', credentials: ['ATP', 'Multi-Engine', 'Jet', 'Turbo'], totalHours: '3000+',
    wantedPlane: 'Pilatus PC-12', mostExpPlane: 'Citation CJ3',
    profile: { businessName: 'Ortega Contract Aviation', ratePerHour: 95, isCommercial: true, isDiscoverable: true,
      tags: ['Jet', 'Turbo', 'Multi-Engine'],
      about: 'Type-rated contract pilot for owners of turboprops and light jets: ferry flights, mentoring new owners and right-seat trips. Insurance-approved in the CJ series and the King Air.' } },
  { username: 'erin', firstname: 'Erin', lastname: 'Walsh', airport: 'LEX', colour: [170, 90, 30],
    bio: 'Cirrus Standardized Instructor Pilot in Lexington.', credentials: ['Commercial', 'CFI/CFII', 'Cirrus CSIP / Transition', 'Instrument'], totalHours: '1000-3000',
    wantedPlane: 'Cirrus SF50', mostExpPlane: 'Cirrus SR22',
    profile: { businessName: 'Bluegrass Cirrus Training', ratePerHour: 85, isCommercial: false, isDiscoverable: true,
      tags: ['Cirrus CSIP / Transition', 'Instrument', 'High Performance'],
      about: 'Cirrus transition training, Perspective and Perspective+ avionics, CAPS decision making and recurrent training for SR20 and SR22 owners across Kentucky.' } },
  { username: 'hank', firstname: 'Hank', lastname: 'Porter', airport: 'BRY', colour: [90, 60, 140],
    bio: 'Aerobatic competitor and upset-recovery instructor.', credentials: ['Commercial', 'CFI/CFII', 'Acrobatic', 'Tail Wheel'], totalHours: '1000-3000',
    wantedPlane: 'Extra 330', mostExpPlane: 'Super Decathlon',
    profile: { businessName: '', ratePerHour: 70, isCommercial: false, isDiscoverable: true, tags: ['Acrobatic', 'Tail Wheel'],
      about: 'Upset prevention and recovery, basic aerobatics and tailwheel endorsements in a Super Decathlon at Bardstown. Spin training for CFI candidates too.' } },
  { username: 'dana', firstname: 'Dana', lastname: 'Ruiz', airport: 'APA', colour: [20, 90, 150],
    bio: 'Mountain flying instructor at Centennial.', credentials: ['Commercial', 'CFI/CFII', 'Instrument'], totalHours: '1000-3000',
    wantedPlane: 'Cessna 206', mostExpPlane: 'Cessna 182',
    profile: { businessName: 'Front Range Flight Lessons', ratePerHour: 80, isCommercial: false, isDiscoverable: true, tags: ['Private', 'Instrument'],
      about: 'Private and instrument training with a mountain-flying focus: density altitude, passes and high-altitude airports of the Colorado Rockies.' } },
];
