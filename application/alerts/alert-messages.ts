/** The human texts of the alert pages. */
export const ALERT_MESSAGES = {
  badUnsubscribeLink:
    'This unsubscribe link is not valid: it may have been cut short or changed on the way. ' +
    'To stop alerts, log in and remove the airport on the Alerts tab of your account.',
  unsubscribed: (airport: string) => `You will no longer get alerts for ${airport}.`,
  unsubscribedMatches: 'You will no longer get mails about listings that fit your partner profile.',
} as const;
