/** The people on the Our Team page: the founders who run Wingshare and the advisors who help them. */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export const FOUNDERS: TeamMember[] = [
  {
    name: 'Michael Reyes',
    role: 'Co-founder and chief executive',
    bio: 'Instrument-rated private pilot and owner of a Piper Arrow he shares with three partners. He started Wingshare after years of splitting hangar and insurance bills by spreadsheet and handshake.',
  },
  {
    name: 'Laura Bennett',
    role: 'Co-founder and head of product',
    bio: 'Commercial pilot and former flight school dispatcher who has scheduled thousands of rental hours. She designs the listing wizard, the map search and everything a pilot touches.',
  },
  {
    name: 'Chris Okafor',
    role: 'Co-founder and chief technology officer',
    bio: 'Software engineer and student pilot who builds the search behind the map: every airport, listing and instructor in the country, found by distance in a fraction of a second.',
  },
];

export const ADVISORS: TeamMember[] = [
  {
    name: 'Janet Whitfield',
    role: 'Aviation insurance advisor',
    bio: 'Aviation insurance broker for more than twenty years. She helps us explain named-pilot and open-pilot coverage so owners ask their own broker the right questions.',
  },
  {
    name: 'Robert Tan',
    role: 'Aviation law advisor',
    bio: 'Attorney who drafts co-ownership, leaseback and flying club agreements for aircraft owners across the Midwest.',
  },
  {
    name: 'Sandra Kowalski',
    role: 'Flight training advisor',
    bio: 'Gold Seal flight instructor and Cirrus transition instructor who advises on checkouts, currency and what owners should ask of the pilots they share with.',
  },
];
