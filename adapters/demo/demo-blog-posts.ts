/**
 * The demo blog of a fresh install: a handful of posts about sharing aircraft, so the blog, the home page's
 * previews and the posts' search-engine pages have something to show. Written for pilots, in the console's
 * HTML (headings, paragraphs, lists, links to the site's own pages), with their SEO fields filled. Each is
 * published `daysAgo` days before the first start and gets a drawn picture (demo-pictures.ts); the figures
 * in them are worked examples, not quotes.
 */

type Rgb = [number, number, number];

export interface DemoBlogPost {
  title: string;
  slug: string;
  excerpt: string;
  seoTitle: string;
  seoDescription: string;
  content: string;
  daysAgo: number;
  picture: { accent: Rgb; wing: 'high' | 'low'; seed: number; view: 'wide' | 'close' | 'mirrored' };
}

const html = (lines: string[]) => lines.join('\n');

export const DEMO_BLOG_POSTS: readonly DemoBlogPost[] = [
  {
    title: 'How an aircraft partnership splits the costs',
    slug: 'how-an-aircraft-partnership-splits-the-costs',
    excerpt:
      'Four pilots, one Skyhawk: what each partner pays every month, what each pays per hour, and the agreement that keeps the arrangement friendly when a big bill arrives.',
    seoTitle: 'How an aircraft partnership splits the costs | Wingshare',
    seoDescription:
      'Fixed costs shared by the share, flying costs paid by the hour, an engine reserve and a written agreement: a worked example of a four-way Cessna 172 partnership.',
    daysAgo: 4,
    picture: { accent: [196, 46, 52], wing: 'high', seed: 21, view: 'wide' },
    content: html([
      '<p>A partnership turns one expensive airplane into a shared, affordable one. The arithmetic is simple once you separate the two kinds of cost every airplane has: the ones that arrive whether or not it flies, and the ones that come with every hour in the air.</p>',
      '<h2>Fixed costs: split by the share</h2>',
      '<p>Hangar or tie-down rent, insurance, the annual inspection, loan payments and subscriptions such as navigation databases are the same whether the airplane flies 30 hours a year or 300. Partners usually split them by ownership: four equal partners each pay a quarter, through a monthly payment into a shared account.</p>',
      '<ul>',
      '<li>Hangar: $4,800 a year</li>',
      '<li>Insurance: $2,400 a year</li>',
      '<li>Annual inspection, budgeted: $2,400 a year</li>',
      '<li>Databases, charts, small items: $1,200 a year</li>',
      '</ul>',
      '<p>That is $10,800 a year, or <strong>$225 a month for each of four partners</strong>.</p>',
      '<h2>Flying costs: paid by the hour</h2>',
      '<p>Fuel, oil and wear are caused by flying, so they are paid by whoever flies. Most partnerships charge an hourly rate against the tachometer or the Hobbs meter and pay the bills out of the shared account. For a 172 burning 8.5 gallons an hour at $6.50 a gallon:</p>',
      '<ul>',
      '<li>Fuel: $55.25 an hour</li>',
      '<li>Oil: about $2 an hour</li>',
      '<li>Engine reserve: $15 an hour (a $30,000 overhaul spread over a 2,000-hour time between overhauls)</li>',
      '<li>Maintenance reserve for the unplanned: $10 an hour</li>',
      '</ul>',
      '<p>About <strong>$82 an hour, wet</strong>. The reserves are the part new partners are tempted to skip. Do not: an overhaul paid out of a reserve is a non-event, one paid by surprise ends partnerships.</p>',
      '<h2>Write it down</h2>',
      '<p>A short written agreement, often with the airplane owned by an LLC, answers the questions before they become arguments:</p>',
      '<ul>',
      '<li>How bookings work: how far ahead, how long, who has weekends, what happens with a no-show.</li>',
      '<li>Who decides on repairs and upgrades, and up to what amount one partner may approve alone.</li>',
      '<li>What happens when the reserve runs short: a capital call, shared by the share.</li>',
      '<li>How a partner leaves: how the share is valued, and whether the others may buy it first.</li>',
      '<li>Insurance: which pilots are named, and the experience each must have.</li>',
      '</ul>',
      '<p>Try your own numbers in the <a href="/costcalc">hourly cost calculator</a>, keep the log with the spreadsheets on <a href="/documents">Sharing Documents</a>, and <a href="/find">find partners near your airport</a>.</p>',
    ]),
  },
  {
    title: 'Ten questions to ask before you rent a plane',
    slug: 'ten-questions-to-ask-before-you-rent-a-plane',
    excerpt:
      'Checkout, currency, insurance, fuel, cancellations and squawks: what to settle with an owner or a flight school before your first flight in their airplane.',
    seoTitle: 'Ten questions to ask before you rent a plane | Wingshare',
    seoDescription:
      'Before renting an aircraft from an owner, a flight school or an FBO: checkout and currency rules, insurance, wet or dry rates, minimums, cancellations and how to report a problem.',
    daysAgo: 11,
    picture: { accent: [38, 98, 178], wing: 'low', seed: 34, view: 'close' },
    content: html([
      '<p>Renting is the quickest way into the air after your certificate, and the quickest way to an awkward conversation if the rules were never discussed. These ten questions cover what matters to both sides.</p>',
      '<ol>',
      '<li><strong>What checkout do you require?</strong> Most owners and schools want a flight with their instructor before your first rental, and some a written test on the airplane\'s systems.</li>',
      '<li><strong>How do I stay current with you?</strong> Many require a flight in the airplane every 60 or 90 days, or a new checkout after a gap.</li>',
      '<li><strong>Is the rate wet or dry?</strong> A wet rate includes fuel; a dry rate does not, and you refuel before returning it. Ask how fuel bought away from home is reimbursed.</li>',
      '<li><strong>Tach or Hobbs?</strong> The tachometer runs slower than the Hobbs meter at cruise power, so the same rate costs less by the tach.</li>',
      '<li><strong>What insurance covers me, and what do I owe after an accident?</strong> The owner\'s policy protects the owner; ask about the deductible you would pay and whether you need renter\'s insurance of your own (see our post on insurance minimums).</li>',
      '<li><strong>Is there a daily minimum for trips?</strong> Overnight and multi-day rentals often carry a minimum of two or three hours a day.</li>',
      '<li><strong>How far ahead can I book, and how do I cancel?</strong> Ask about weather cancellations too: good operators never penalise a pilot for staying on the ground.</li>',
      '<li><strong>Where are the documents?</strong> The registration, airworthiness certificate, weight and balance and the pilot\'s operating handbook must be aboard; check they are.</li>',
      '<li><strong>How do I report a problem?</strong> Find out how squawks are written up, who decides whether the airplane may fly, and who you call away from home.</li>',
      '<li><strong>When was the last inspection, and when is the next one due?</strong> Knowing the 100-hour or annual date tells you whether your long trip fits in between.</li>',
      '</ol>',
      '<p>Owners and flight schools list rentals on Wingshare with their rates and airports: <a href="/find">search near you</a>, and ask these questions by email before you book.</p>',
    ]),
  },
  {
    title: 'Renter\'s insurance: the minimums explained',
    slug: 'renters-insurance-the-minimums-explained',
    excerpt:
      'Liability per occurrence and per passenger, hull coverage for a plane you do not own, and why the owner\'s policy may not protect you: the terms behind a rental agreement\'s insurance line.',
    seoTitle: 'Renter\'s aviation insurance minimums explained | Wingshare',
    seoDescription:
      'What non-owned aircraft liability and physical damage coverage are, what per-occurrence and per-passenger limits mean, and how owners and partners handle named and open pilot clauses.',
    daysAgo: 23,
    picture: { accent: [32, 128, 96], wing: 'high', seed: 47, view: 'mirrored' },
    content: html([
      '<p>"Renter must carry $1,000,000 liability and hull coverage for the value of the deductible." Lines like this appear in most rental agreements. Here is what they mean, and why they matter even when the airplane is insured.</p>',
      '<h2>The owner\'s policy protects the owner</h2>',
      '<p>When a rented airplane is damaged, the owner\'s insurer pays the owner, and may then seek the money from the pilot who was flying. That right is called subrogation. Some policies waive it for approved renters, many do not. Ask the owner, in writing, whether you are covered as an insured under their policy and for what.</p>',
      '<h2>Non-owned aircraft liability</h2>',
      '<p>This covers injury to people and damage to property outside the airplane: a hangar, a fence, another aircraft, your passengers. Limits come in two forms:</p>',
      '<ul>',
      '<li><strong>Smooth</strong> (for example $1,000,000 per occurrence): the whole amount is available for any claim.</li>',
      '<li><strong>With a per-passenger sublimit</strong> (for example $1,000,000 per occurrence, $100,000 per passenger): each injured passenger can be paid at most the sublimit, whatever the total.</li>',
      '</ul>',
      '<p>A smooth limit costs more and protects much better. When an agreement names a minimum, check which form it means.</p>',
      '<h2>Physical damage to a plane you do not own</h2>',
      '<p>Often called non-owned hull coverage, it pays for damage to the airplane itself. Choose a limit at least as large as what the rental agreement makes you responsible for: the owner\'s deductible, or the airplane\'s whole value if subrogation is not waived. Some policies also pay for the owner\'s loss of use while the airplane is repaired.</p>',
      '<h2>For owners and partners: named and open pilots</h2>',
      '<p>An owner\'s policy lists who may fly: named pilots, or any pilot meeting an open pilot warranty such as "private pilot with 25 hours in make and model". In a partnership every partner must meet it, and a renter who does not is simply not covered. Read the warranty before handing over the keys, and tell the insurer about rentals.</p>',
      '<p>The figures above are examples; an aviation insurance broker will quote your own. More on the subject on our <a href="/insurance">Insurance</a> page.</p>',
    ]),
  },
  {
    title: 'Flying clubs: how they work and how to choose one',
    slug: 'flying-clubs-how-they-work-and-how-to-choose-one',
    excerpt:
      'Equity or non-equity, dues and hourly rates, scheduling rules and the number of members per airplane: what to compare when you look for a club.',
    seoTitle: 'Flying clubs: how they work and how to choose one | Wingshare',
    seoDescription:
      'How equity and non-equity flying clubs are organised, what members pay, and the questions that tell a well-run club from one where the airplanes are never free.',
    daysAgo: 38,
    picture: { accent: [222, 150, 32], wing: 'low', seed: 58, view: 'wide' },
    content: html([
      '<p>A flying club sits between renting and owning: members share several airplanes, pay less per hour than at a flight school, and run the club themselves. No two clubs are alike, so it pays to know what to compare.</p>',
      '<h2>Equity and non-equity clubs</h2>',
      '<p>In an <strong>equity club</strong> members own the airplanes together: joining means buying a share, which you sell when you leave. In a <strong>non-equity club</strong> the club leases or owns the aircraft and members pay an initiation fee instead. Equity clubs often have lower hourly rates; non-equity clubs are easier to join and to leave.</p>',
      '<h2>What members pay</h2>',
      '<ul>',
      '<li>An initiation fee or a share price.</li>',
      '<li>Monthly dues, which cover hangars, insurance and inspections.</li>',
      '<li>An hourly rate, usually wet, for each airplane.</li>',
      '</ul>',
      '<p>Add a year of dues to the hours you expect to fly before comparing a club with a rental: a club is cheapest for pilots who fly regularly.</p>',
      '<h2>Questions that tell clubs apart</h2>',
      '<ul>',
      '<li><strong>How many members per airplane?</strong> Fewer means an easier time booking a Saturday.</li>',
      '<li><strong>What are the booking rules?</strong> Limits on how far ahead and how long, and how long trips are handled.</li>',
      '<li><strong>Who looks after maintenance?</strong> A maintenance officer and a clear squawk list are good signs; so are airplanes that are rarely down.</li>',
      '<li><strong>What checkout and currency does the club ask for?</strong> And is there a safety officer or a regular safety meeting?</li>',
      '<li><strong>How is the club governed?</strong> Ask for the bylaws and the last year\'s finances.</li>',
      '</ul>',
      '<p>The best test is a visit: come to a meeting, talk to members and look at the schedule for the next two weekends. Clubs list their fleets on Wingshare: <a href="/find">search for clubs near you</a>.</p>',
    ]),
  },
  {
    title: 'What happens on a checkout flight',
    slug: 'what-happens-on-a-checkout-flight',
    excerpt:
      'The ground review, the maneuvers and the landings an instructor asks for before you fly someone else\'s airplane alone, and how to arrive prepared.',
    seoTitle: 'What happens on an aircraft checkout flight | Wingshare',
    seoDescription:
      'What an instructor reviews on the ground and in the air during a rental or partnership checkout, which endorsements some airplanes need, and how to prepare.',
    daysAgo: 54,
    picture: { accent: [110, 64, 170], wing: 'high', seed: 63, view: 'close' },
    content: html([
      '<p>Before an owner, a school or a club lets you fly their airplane alone, an instructor flies it with you. The checkout protects the airplane, satisfies the insurer and, most of all, shows you the airplane\'s habits while someone experienced sits beside you.</p>',
      '<h2>On the ground</h2>',
      '<ul>',
      '<li>Your pilot certificate, medical (or BasicMed papers) and logbook.</li>',
      '<li>The pilot\'s operating handbook: the V-speeds, the fuel system, the electrical system and the emergency procedures.</li>',
      '<li>Weight and balance for a typical flight with passengers and full fuel, which in many four-seat airplanes cannot all go together.</li>',
      '<li>How the airplane is booked, preflighted, fuelled, tied down and written up, and the local airspace and noise-abatement procedures.</li>',
      '</ul>',
      '<h2>In the air</h2>',
      '<p>Expect a short tour of the practical test: steep turns, slow flight, power-on and power-off stalls, a simulated engine failure, and several landings: normal, short-field and soft-field, and a go-around. Pilots who will fly in instrument conditions usually fly an approach or two as well.</p>',
      '<h2>Endorsements some airplanes need</h2>',
      '<p>A checkout itself is not an endorsement, but some airplanes require one in your logbook before you may fly them as pilot in command: a complex airplane, a high-performance airplane (more than 200 horsepower) and a tailwheel airplane each need a one-time endorsement from an instructor.</p>',
      '<h2>Arrive prepared</h2>',
      '<ul>',
      '<li>Read the handbook the evening before and write down the numbers you will need.</li>',
      '<li>Fly with an instructor first if you have not flown in months: a checkout is not the place to knock off the rust.</li>',
      '<li>Ask the instructor what the owner or club expects, and how long the checkout stays valid.</li>',
      '</ul>',
      '<p>Looking for an instructor to fly your checkout? <a href="/professionals">Find one near your airport</a>.</p>',
    ]),
  },
  {
    title: 'Hourly cost basics: what an hour in your plane really costs',
    slug: 'hourly-cost-basics-what-an-hour-in-your-plane-really-costs',
    excerpt:
      'Fixed costs divided by the hours you fly, plus the flying costs of each hour: why a plane flown 50 hours a year costs twice as much an hour as one flown 200.',
    seoTitle: 'Aircraft hourly cost basics | Wingshare',
    seoDescription:
      'How to work out what an hour of flying really costs, with fixed costs, fuel and reserves, a worked example at 50, 100 and 200 hours a year, and what it means for sharing.',
    daysAgo: 72,
    picture: { accent: [60, 60, 72], wing: 'low', seed: 76, view: 'mirrored' },
    content: html([
      '<p>The most useful number in airplane ownership is the cost of an hour, and it is not on any invoice. It comes from one line of arithmetic:</p>',
      '<p><strong>Cost per hour = flying costs per hour + fixed costs per year ÷ hours flown per year</strong></p>',
      '<h2>A worked example</h2>',
      '<p>Take a Cessna 172 with fixed costs of $10,800 a year (hangar, insurance, annual inspection and small items) and flying costs of $82.25 an hour (fuel, oil, an engine reserve and a maintenance reserve). Then:</p>',
      '<ul>',
      '<li>Flown 50 hours a year: $10,800 ÷ 50 = $216 + $82.25 = <strong>$298.25 an hour</strong>.</li>',
      '<li>Flown 100 hours a year: $108 + $82.25 = <strong>$190.25 an hour</strong>.</li>',
      '<li>Flown 200 hours a year: $54 + $82.25 = <strong>$136.25 an hour</strong>.</li>',
      '</ul>',
      '<p>The flying costs barely change; the fixed costs per hour shrink as the airplane flies more. That is the whole case for sharing: four partners flying 50 hours each keep the airplane at 200 hours a year, and each pays the 200-hour rate.</p>',
      '<h2>Do not forget</h2>',
      '<ul>',
      '<li><strong>Reserves.</strong> An engine overhaul divided by the hours between overhauls, and the same for the propeller and the avionics you will one day replace.</li>',
      '<li><strong>The money itself.</strong> A loan\'s interest, or what the purchase price would earn invested, is a real fixed cost.</li>',
      '<li><strong>Renting it out.</strong> An owner who rents an airplane to others usually needs commercial insurance, more frequent inspections and a margin over cost.</li>',
      '</ul>',
      '<p>Put in your own airplane\'s numbers with the <a href="/costcalc">hourly cost calculator</a>, and see what renting it out could earn with the <a href="/earningscalc">earnings calculator</a>.</p>',
    ]),
  },
];
