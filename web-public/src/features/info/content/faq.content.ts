/**
 * The thirteen questions of the FAQ (spec 2), answered from the facts of spec sections 1 and 9.
 * Answers are paragraphs; `links` point to the page that says more.
 */
export interface FaqEntry {
  question: string;
  answer: string[];
  links?: { label: string; to: string }[];
}

export const FAQ: FaqEntry[] = [
  {
    question: 'What is Wingshare?',
    answer: [
      'Wingshare is a marketplace where pilots share aircraft. Aircraft owners, flight schools and flying clubs list planes for rental, for sale of a share, for a partnership or for club membership, and pilots find them on a map by airport.',
      'Pilots can also find other pilots who want to split the cost of flying, and flight instructors and commercial pilots publish professional profiles so pilots nearby can hire them.',
    ],
    links: [{ label: 'How it works', to: '/how-it-works' }],
  },
  {
    question: 'How much does Wingshare cost?',
    answer: [
      'Searching, saving favourites, setting up airport alerts and contacting owners are free with a Wingshare account. Wingshare was free for everyone at launch; to keep the site running we now charge a small fee to those who advertise on it.',
      'Listing aircraft takes a listing subscription of $12 a month, and a professional profile takes a professional subscription of $12 a month. Both start with the first month (30 days) free, and you can cancel either one at any time from the Subscription page of your account; it then runs to the end of the month you paid for.',
    ],
  },
  {
    question: 'Does Wingshare broker, vet or insure the shares?',
    answer: [
      'No. Wingshare is where owners and pilots meet; it is not a broker, a flight school or an insurer. We do not check pilots, aircraft or listings, we do not take part in the agreement and we do not handle the money that changes hands between you.',
      'Owners screen the pilots who fly their aircraft, decide who flies, and carry the insurance risk. Pilots should check the aircraft, its records and the owner just as carefully.',
    ],
    links: [{ label: 'Insurance for shared aircraft', to: '/insurance' }],
  },
  {
    question: 'How do I contact an owner or a pilot?',
    answer: [
      'Create a free account, then open a listing or a pilot from the map or a list. Send Email opens your mail program with a message to the owner, and Copy Email puts the address on your clipboard. Many owners, flight schools and clubs also give a phone number in the listing.',
      'Everything after that happens between you and the owner. An owner can deactivate a listing at any time, for example once the plane is fully shared, so an inactive listing may not be taking new pilots.',
    ],
  },
  {
    question: 'What kinds of listings are there?',
    answer: [
      'Private owner rental: an owner rents the plane to a few pilots, usually 3 or 4, who prepay blocks of 5 or 10 hours. Private owner share purchase: an owner sells part of the aircraft, such as a third or a quarter. Partnership: pilots look for partners to buy a new or used aircraft together. Flight school rental: a school or FBO rents its aircraft by the hour, wet. Flying club: a club looks for new members.',
    ],
    links: [{ label: 'Find planes near you', to: '/find' }],
  },
  {
    question: 'How much can I save compared with renting?',
    answer: [
      'Owners on Wingshare typically price rentals 10 to 15% below the local FBO, and a share usually works out 15 to 20% cheaper than renting the same hours. The average pilot flies about 3.3 hours a month, which is exactly the kind of flying that leaves an owned aircraft idle and makes sharing it worthwhile.',
      'Use the hourly cost calculator to see what an hour in your aircraft really costs, and the earnings calculator to see what sharing it brings in.',
    ],
    links: [
      { label: 'Hourly cost calculator', to: '/costcalc' },
      { label: 'Earnings calculator', to: '/earningscalc' },
    ],
  },
  {
    question: 'How many pilots can fly my plane without changing my insurance?',
    answer: [
      'Many owners can let up to 4 renters fly without changing their insurance, and a share typically adds up to 3 pilots to the owner, so 4 named pilots in all. Policies differ in the experience they ask of each pilot, so always read your policy and ask your broker before anyone else flies your aircraft.',
    ],
    links: [{ label: 'Insurance for shared aircraft', to: '/insurance' }],
  },
  {
    question: 'Can people who are not pilots join a partnership?',
    answer: [
      'Yes. A partnership can include up to 16 members who are not pilots, for example family members or people who co-own for the investment and fly with a pilot partner. Put who may fly, and how costs are split, in the partnership agreement.',
    ],
  },
  {
    question: 'Which agreements and documents do I need?',
    answer: [
      'Every share should be in writing: who may fly, how hours are booked and paid for, who pays for maintenance, what happens after damage, and how someone leaves. Sharing Documents has a free flight time log and an hourly-rate worksheet to download.',
      'You can also order an agreement there: $299 for a rental agreement between an owner and renters, or $499 for a co-ownership agreement, which includes a free 3-month subscription to a scheduling app. Have an aviation attorney review any agreement before you sign it.',
    ],
    links: [{ label: 'Sharing documents', to: '/documents' }],
  },
  {
    question: 'Can I sell my share later?',
    answer: [
      'Yes. List it as a private owner share purchase, with the price and the part of the aircraft you are selling, and it shows on the map like any other listing. When a share transfer is filed through Wingshare, a filing and transaction fee of 1% of the price applies; listing it yourself costs only the listing subscription.',
    ],
  },
  {
    question: 'How do new-listing alerts work?',
    answer: [
      'Add your favourite airports under New Listing Alerts in your account, typing the airport code without the K (LOU for Bowman Field) or its name. When someone lists an aircraft at one of them, we email you.',
    ],
  },
  {
    question: 'I am a flight instructor. How do pilots find me?',
    answer: [
      'Publish a professional profile with your hourly rate, specialties and home airport. It appears on the map and in Find Professionals, and pilots contact you directly by email. The professional subscription is $12 a month with the first month free. Owners can also name you as the preferred instructor on their listing.',
    ],
    links: [{ label: 'Sign up as a professional', to: '/professionals?signup=1' }],
  },
  {
    question: 'What are you working on next?',
    answer: [
      'What we once listed as coming soon is here: a shared calendar for booking the aircraft, requests, reviews and questions on listings, and printable flyers for the airport notice board, with partner matching and monthly group statements beside them. Tell us what you would like to see next on the Feedback page.',
    ],
    links: [{ label: 'Send feedback', to: '/feedback' }],
  },
];
