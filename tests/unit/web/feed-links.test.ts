import { describe, expect, it } from 'vitest';
import { feedLinks } from '../../../web-public/src/components/feed-address/feed-links.js';

describe('a feed address\'s links', () => {
  it('subscribe with webcal:// (Apple) and through Google Calendar\'s page, the address escaped', () => {
    const links = feedLinks('https://wingshare.example/api/calendar/Ab-_9x.ics');
    expect(links.webcal).toBe('webcal://wingshare.example/api/calendar/Ab-_9x.ics');
    expect(links.apple).toBe(links.webcal);
    expect(links.google).toBe('https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fwingshare.example%2Fapi%2Fcalendar%2FAb-_9x.ics');
    expect(feedLinks('http://localhost:3000/api/calendar/x.ics').webcal).toBe('webcal://localhost:3000/api/calendar/x.ics');
  });
});
