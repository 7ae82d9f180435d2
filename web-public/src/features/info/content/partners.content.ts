/** The two partnerships announced on the site (spec 1 and 2): Coflyt and Cirrus Aircraft. */
export const COFLYT = {
  name: 'Coflyt',
  url: 'https://www.coflyt.com',
  /** Wingshare members' code: 20% off an annual Coflyt subscription, plus 30 days free. */
  promoCode: 'WINGSHARE20',
  discount: '20% off an annual subscription',
  trial: '30 days free',
} as const;

export const CIRRUS = {
  name: 'Cirrus Aircraft',
  url: 'https://cirrusaircraft.com',
} as const;
