/** The exact messages of a group's forms (the HTTP tests and the browser match them); group-input.ts reads with them. */
import { formatCents } from '../money/cents.js';

export const GROUP_NAME_MAX = 80;
export const EXPENSE_DESCRIPTION_MAX = 200;
/** $10,000,000: more than any aircraft's cost, small enough for exact sums. */
export const GROUP_CENTS_MAX = 1_000_000_000;
/** A fairness limit's largest value (a month has 31 days). */
export const LIMIT_MAX = 31;

export const GROUP_MESSAGES = {
  notAnObject: 'Send the form as an object of its fields.',
  nameNeeded: 'Give the group a name, such as "N36TB partners".',
  nameTooLong: `A group's name is at most ${GROUP_NAME_MAX} characters.`,
  shareIds: 'Choose the aircraft the group flies: one or more of your listings (shareIds).',
  userId: 'Say who: the member\'s email or user number.',
  role: 'The role is member or treasurer.',
  sharePercent: 'A share is a percent more than 0 and at most 100 with two decimals at most, such as 25 or 33.33.',
  clubShare: "A club's members have no share: leave sharePercent out.",
  sharesOver: (total: string) => `The members' shares add up to ${total}: at most 100 %.`,
  alreadyMember: (name: string) => `${name} is a member of the group already.`,
  nothingToChange: 'Send what changes: the role (member or treasurer), the share (sharePercent), or both.',
  ownerRole: "The owner stays the group's owner: his role does not change (his share may).",
  changeAfterLeaving: (until: string) => `This member left the group on ${until}: his role and share stay as they were.`,
  date: (label: string) => `${label} is a date, such as 2027-03-14.`,
  futureDate: (label: string) => `${label} cannot be in the future.`,
  beforeGroup: (label: string, createdOn: string) => `${label} cannot be before the group existed: it was created on ${createdOn}.`,
  untilBeforeSince: (since: string) => `A member cannot leave before he joined, on ${since}.`,
  alreadyLeft: (until: string) => `This member left the group on ${until} already.`,
  cents: (label: string) => `${label} must be a whole number of cents of 0 or more.`,
  tooLarge: (label: string) => `${label} is at most ${formatCents(GROUP_CENTS_MAX)}.`,
  duesSplit: "Dues are split per_member (each member pays them) or by_share (the group's dues split by share).",
  basis: 'The basis is one of hobbs, tach, block.',
  wet: 'Wet is true (fuel included in the rate) or false.',
  aircraftList: 'The aircraft rates are a list of { shareId, hourlyRateCents, reservesPerHourCents }.',
  notGroupAircraft: (shareId: string) => `Listing ${shareId} is not one of the group's aircraft.`,
  aircraftTwice: (shareId: number) => `Listing ${shareId} has two rates: give it one.`,
  limit: (label: string) => `${label} is a whole number from 1 to ${LIMIT_MAX}, or empty for no limit.`,
  kind: 'The kind is expense or assessment.',
  expenseAmount: "An expense's amount must be more than $0: whole cents, such as 120000 for $1,200 (a refund is recorded as a payment).",
  expenseSplit: 'Split the expense equal or by_share.',
  descriptionNeeded: 'Say what the expense is for, such as "Annual inspection".',
  descriptionTooLong: `A description is at most ${EXPENSE_DESCRIPTION_MAX} characters.`,
  fromReserve: 'fromReserve is engine, propeller, or empty.',
  reserveAircraft: "Say which aircraft's reserve pays it (shareId).",
  reserveAssessment: 'An assessment calls for money from the members: it is not paid from a reserve.',
  paymentAmount: 'A payment must be more than $0: whole cents, such as 25000 for $250.',
  notAMember: 'That person is not a member of the group.',
  cardNeeded: 'Enter the card to pay with.',
  payKey: 'A card payment carries its key (letters, digits, - and _, 8 to 64 of them), the same each time it is sent.',
  moreThanOwed: (owed: string) => `That is more than you owe the group: ${owed}.`,
  nothingOwed: 'You owe the group nothing now: there is nothing to pay.',
  noPayouts: "The group's owner has not set up payouts on Wingshare yet, so it cannot take cards: pay him another way and record the payment.",
  month: 'The month is written YYYY-MM, such as 2027-03.',
  monthNotOver: (month: string, from: string) => `The statement for ${month} can be issued once the month is over, from ${from}.`,
  monthBeforeGroup: (first: string) => `The group began in ${first}: there is no statement before it.`,
} as const;

export const GROUP_LABELS = {
  since: 'The start date',
  until: 'The leaving date',
  from: 'The date the rules apply from',
  date: 'The date',
  duesCents: 'The dues',
  hourlyRateCents: 'The hourly rate',
  engine: 'The engine reserve per hour',
  propeller: 'The propeller reserve per hour',
  maxActiveBookings: 'The most bookings a member holds at once',
  maxWeekendDaysPerMonth: 'The most weekend days a member books a month',
} as const;
