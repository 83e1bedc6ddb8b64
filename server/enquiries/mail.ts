import { oneLine as withoutBreaks, type Brief } from '../../model/enquiry';
import type { EnquiryMail } from '../auth/mailer';

/** One line of text, as a mail header must be: no control character, single spaces. */
const oneLine = (text: string) => withoutBreaks(text).replace(/\s+/g, ' ').trim();

/** Control characters other than a line break and a tab: nothing a message needs. */
const CONTROLS = /[^\P{Cc}\n\t]/gu;

/**
 * The visitor's message, each line quoted with "> ": whatever it says, it cannot write a line that
 * reads as the mail's own (a "Name:" line, the Inbox link).
 */
const quoted = (message: string) =>
  message
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(CONTROLS, '')
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');

/** The designer's mail about a new enquiry: every field, and where to answer it in the Inbox. */
export function enquiryMail(input: {
  to: string;
  portfolioTitle: string;
  brief: Brief;
  page: string;
  origin: string;
}): EnquiryMail {
  const { brief, origin } = input;
  const title = oneLine(input.portfolioTitle) || 'your portfolio';
  const name = oneLine(brief.name);
  const line = (label: string, value: string) => `${label}: ${oneLine(value) || '—'}`;
  return {
    to: input.to,
    replyTo: { name, address: oneLine(brief.email) },
    subject: `New enquiry from ${name} — ${title}`,
    text: [
      `${name} sent a brief from ${title} (${origin}${input.page}).`,
      '',
      line('Name', brief.name),
      line('Email', brief.email),
      line('Company', brief.company),
      line('Project type', brief.project),
      line('Budget', brief.budget),
      '',
      'Message:',
      quoted(brief.message),
      '',
      `Reply to this mail to answer ${name}, or open your Inbox:`,
      `${origin}/dashboard?section=inbox`,
    ].join('\n'),
  };
}
