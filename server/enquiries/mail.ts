import type { Brief } from '../../model/enquiry';
import type { EnquiryMail } from '../auth/mailer';

/** One line of text, as a mail header must be. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

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
  const line = (label: string, value: string) => `${label}: ${value || '—'}`;
  return {
    to: input.to,
    replyTo: { name: oneLine(brief.name), address: brief.email },
    subject: `New enquiry from ${oneLine(brief.name)} — ${title}`,
    text: [
      `${oneLine(brief.name)} sent a brief from ${title} (${origin}${input.page}).`,
      '',
      line('Name', brief.name),
      line('Email', brief.email),
      line('Company', brief.company),
      line('Project type', brief.project),
      line('Budget', brief.budget),
      '',
      'Message:',
      brief.message,
      '',
      `Reply to this mail to answer ${oneLine(brief.name)}, or open your Inbox:`,
      `${origin}/dashboard?section=inbox`,
    ].join('\n'),
  };
}
