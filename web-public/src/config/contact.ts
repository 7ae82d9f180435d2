/** How people reach Wingshare: used by the footer and the account sidebar. */
export const CONTACT = {
  phoneDisplay: '(502) 555-0142',
  phoneHref: 'tel:+15025550142',
  email: 'hello@wingshare.com',
  address: 'Louisville, Kentucky',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/wingshare' },
    { name: 'Instagram', href: 'https://www.instagram.com/wingshare' },
    { name: 'YouTube', href: 'https://www.youtube.com/@wingshare' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/wingshare' },
  ],
} as const;
