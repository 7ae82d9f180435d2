/** The header's menus (spec 2 "Header, sidebar, footer") mapped onto the route table. */
export interface SiteLink {
  label: string;
  to: string;
}

export const MAIN_LINKS = {
  // Planes only (issue 34): the Find page's kinds can be widened there.
  findPlanes: { label: 'Find Planes', to: '/find?searchTypes=share' },
  findProfessionals: { label: 'Find Professionals', to: '/professionals' },
  professionalSignup: { label: 'Sign Up as a Professional', to: '/professionals?signup=1' },
  listPlane: { label: 'List Plane', to: '/list' },
  blog: { label: 'Blog', to: '/blog' },
} satisfies Record<string, SiteLink>;

export const RESOURCE_LINKS: SiteLink[] = [
  { label: 'Insurance', to: '/insurance' },
  { label: 'Videos', to: '/videos' },
  { label: 'Announcements', to: '/announcements' },
  { label: 'Tips For Seeking', to: '/seeking' },
  { label: 'Tips For Listing', to: '/listing' },
  { label: 'Cost Calculator', to: '/costcalc' },
  { label: 'Earnings Calculator', to: '/earningscalc' },
  { label: 'Investors', to: '/investors' },
  { label: 'Sharing Documents', to: '/documents' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'Blog', to: '/blog' },
];

export const COMPANY_LINKS: SiteLink[] = [
  { label: 'About Us', to: '/company' },
  { label: 'Our Team', to: '/our-team' },
  { label: 'Feedback', to: '/feedback' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
];

export const ACCOUNT_LINKS = {
  account: { label: 'Account', to: '/account/basic' },
  messages: { label: 'Messages', to: '/messages' },
  record: { label: 'Pilot record', to: '/account/record' },
  professional: { label: 'Professional Info', to: '/account/professional' },
  planes: { label: 'My Planes', to: '/account/listings' },
  requests: { label: 'Requests', to: '/account/requests' },
  bookings: { label: 'My bookings', to: '/account/bookings' },
  favorites: { label: 'Favorites', to: '/account/favorites' },
  alerts: { label: 'Alerts', to: '/account/alerts' },
  subscription: { label: 'Subscription', to: '/account/subscription' },
  payments: { label: 'Payments', to: '/account/payments' },
  payouts: { label: 'Payouts', to: '/account/payouts' },
  earnings: { label: 'Earnings', to: '/account/earnings' },
  // Partnerships and clubs (issue 39): members, costs and monthly statements.
  groups: { label: 'My groups', to: '/account/groups' },
  // Partner matching (issue 41): his partner profile and the partners who fit him.
  partners: { label: 'Partners for you', to: '/account/partners' },
} satisfies Record<string, SiteLink>;

/** Lower-case state abbreviations are what the find page expects in `location`. */
export const POPULAR_LOCATIONS = [
  { name: 'Alaska', code: 'ak' },
  { name: 'Arizona', code: 'az' },
  { name: 'California', code: 'ca' },
  { name: 'Connecticut', code: 'ct' },
  { name: 'Florida', code: 'fl' },
  { name: 'Oklahoma', code: 'ok' },
  { name: 'Texas', code: 'tx' },
] as const;
