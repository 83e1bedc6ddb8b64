import type { Device } from '../../model/analytics';

/**
 * Crawlers, link previews, monitors, HTTP libraries and headless browsers, by User-Agent. Playwright's
 * headless Chromium says "HeadlessChrome": it is a robot too (browser tests set a person's agent).
 */
const ROBOT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|headless|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|statuscake|checkly|preview|facebookexternalhit|embedly|quora link|whatsapp|telegram|discord|slack|skype|vkshare|redditbot|curl|wget|httpie|python-|aiohttp|httpx|go-http-client|java\/|okhttp|apache-httpclient|libwww|lwp::|scrapy|node-fetch|undici|axios|got \(|^node$|lightmyrequest|autocannon|k6\/|jmeter|locust|folio-load/i;

/** Whether a User-Agent is a program rather than a person's browser (none at all counts as a program). */
export function isRobot(userAgent: string | undefined) {
  return !userAgent || userAgent.length < 10 || ROBOT.test(userAgent);
}

/**
 * Chat and social apps fetching a pasted link to draw its card (iMessage says facebookexternalhit);
 * not their in-app browsers, where a person reads.
 */
const LINK_PREVIEW =
  /facebookexternalhit|facebot|twitterbot|slackbot|slack-imgproxy|discordbot|telegrambot|whatsapp\/|linkedinbot|skypeuripreview|embedly|iframely|redditbot|pinterestbot|vkshare|mastodon|google-pagerenderer|bitlybot|xing-contenttabreceiver/i;

/** Whether a request is an app drawing a preview card of a link, not a person opening it. */
export const isLinkPreview = (userAgent: string | undefined) =>
  !!userAgent && LINK_PREVIEW.test(userAgent);

const TABLET = /ipad|tablet|kindle|silk|playbook|nexus (7|9|10)|sm-t\d|android(?!.*mobile)/i;
const PHONE = /mobi|iphone|ipod|windows phone|blackberry|bb10|opera mini|android.*mobile/i;

/** A phone, a tablet or a desktop, from the User-Agent alone. */
export function deviceOf(userAgent: string): Device {
  if (TABLET.test(userAgent)) return 'tablet';
  if (PHONE.test(userAgent)) return 'phone';
  return 'desktop';
}

/** A referrer's domain as shown: lower case, no port, no "www."; '' when none. */
export function referrerDomain(host: string | undefined) {
  return (host ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
}
