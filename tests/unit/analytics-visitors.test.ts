import { describe, expect, it } from 'vitest';
import { daysEnding } from '../../model/analytics';
import { deviceOf, isRobot, referrerDomain } from '../../server/analytics/visitors';

// Real User-Agent strings, as browsers, crawlers and tools send them.
const PEOPLE = {
  desktop: [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  ],
  phone: [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  ],
  tablet: [
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ],
} as const;

const ROBOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'curl/8.5.0',
  'python-requests/2.32.3',
  'node',
  'folio-load-test',
  '',
];

describe('visitors', () => {
  it('tells people from programs by their User-Agent', () => {
    for (const agent of Object.values(PEOPLE).flat()) expect(isRobot(agent), agent).toBe(false);
    for (const agent of ROBOTS) expect(isRobot(agent), agent).toBe(true);
    expect(isRobot(undefined)).toBe(true);
  });

  it('names the device of each browser', () => {
    for (const [device, agents] of Object.entries(PEOPLE))
      for (const agent of agents) expect(deviceOf(agent), agent).toBe(device);
  });

  it('keeps a referrer as its domain only', () => {
    expect(referrerDomain('WWW.Behance.net:443')).toBe('behance.net');
    expect(referrerDomain('news.ycombinator.com')).toBe('news.ycombinator.com');
    expect(referrerDomain(undefined)).toBe('');
  });

  it('counts days in UTC, oldest first, today last', () => {
    expect(daysEnding(new Date('2026-03-02T23:30:00Z'), 3)).toEqual([
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});
