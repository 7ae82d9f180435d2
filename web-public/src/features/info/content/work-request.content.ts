/**
 * The third-party work-request form used to order agreements (Sharing Documents) and to reach the
 * founders (Investors). It opens on the form provider's site in a new tab, so no third-party code
 * loads with our pages.
 */
export const WORK_REQUEST_FORM_URL = 'https://forms.wingshare.com/work-request';

export const AGREEMENTS = [
  {
    name: 'Rental agreement',
    price: '$299',
    who: 'An owner and the pilots who rent the aircraft',
    covers: ['Who may fly, and the insurance requirements for each pilot', 'Rates, prepaid hour blocks and how they are booked', 'Fuel, oil and squawks', 'Damage, deductibles and ending the rental'],
  },
  {
    name: 'Co-ownership agreement',
    price: '$499',
    who: 'Partners who own an aircraft together',
    covers: ['Ownership shares and how costs are split', 'Scheduling rules and priority', 'Maintenance, upgrades and reserves', 'Selling a share and leaving the partnership'],
    extra: 'Includes a free 3-month subscription to a scheduling app.',
  },
] as const;
