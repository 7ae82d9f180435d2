import { defaultI18nProvider, type I18nProvider } from 'react-admin';

// The few react-admin texts that read better for Wingshare; everything else is react-admin's English.
const overrides: Record<string, string> = {
  'ra.auth.username': 'Username or email',
  'ra.auth.auth_check_error': 'Please sign in to continue.',
  'ra.navigation.no_results': 'Nothing matches these filters.',
};

/*
 * Resource names in the singular and the plural: react-admin would otherwise make "Promotion-codes" of
 * "promotion-codes" and use it in titles and buttons ("Create Promotion-codes").
 */
const resourceNames: Record<string, { one: string; other: string }> = {
  users: { one: 'User', other: 'Users' },
  instructors: { one: 'Professional', other: 'Professionals' },
  shares: { one: 'Share', other: 'Shares' },
  bookings: { one: 'Booking', other: 'Bookings' },
  flights: { one: 'Flight', other: 'Flights' },
  payments: { one: 'Payment', other: 'Payments' },
  airworthiness: { one: 'Airworthiness', other: 'Airworthiness' },
  reports: { one: 'Report', other: 'Reports' },
  'aircraft-claims': { one: 'Aircraft claim', other: 'Aircraft claims' },
  reviews: { one: 'Review', other: 'Reviews' },
  airports: { one: 'Airport', other: 'Airports' },
  'blog-posts': { one: 'Blog post', other: 'Blog posts' },
  'contact-messages': { one: 'Contact message', other: 'Contact messages' },
  outbox: { one: 'Mail', other: 'Outbox' },
  'promotion-codes': { one: 'Promotion code', other: 'Promotion codes' },
  subscriptions: { one: 'Subscription', other: 'Subscriptions' },
  'audit-log': { one: 'Audit entry', other: 'Audit log' },
};
const RESOURCE_NAME_KEY = /^resources\.(.+)\.name$/;

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => {
    const names = resourceNames[RESOURCE_NAME_KEY.exec(key)?.[1] ?? ''];
    if (names) return options?.smart_count === 1 ? names.one : names.other;
    return overrides[key] ?? defaultI18nProvider.translate(key, options);
  },
};
