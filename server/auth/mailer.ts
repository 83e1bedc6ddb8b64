import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../config';

/** A mail about a visitor's enquiry, composed by server/enquiries/mail.ts. */
export type EnquiryMail = {
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
};

export interface Mailer {
  sendResetLink(to: string, link: string): Promise<void>;
  /** Returns whether it was mailed: without SMTP the enquiry waits in the Inbox alone. */
  sendEnquiry(mail: EnquiryMail): Promise<boolean>;
}

/**
 * Mails through SMTP_URL, or writes the link to the log when no SMTP server is configured (an
 * enquiry is not logged: it is in the designer's Inbox).
 */
export function createMailer(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>,
  log: FastifyBaseLogger,
): Mailer {
  const { smtpUrl, mailFrom } = config;
  if (!smtpUrl) {
    return {
      async sendResetLink(to, link) {
        log.info(
          { to, resetLink: link },
          'password reset link (SMTP_URL is not set, so it is logged)',
        );
      },
      async sendEnquiry() {
        return false;
      },
    };
  }
  // Loaded with the first mail: a server that sends none keeps nodemailer out of its memory.
  let transport: Promise<Transporter> | undefined;
  const mailer = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    ));
  return {
    async sendResetLink(to, link) {
      await (
        await mailer()
      ).sendMail({
        from: mailFrom,
        to,
        subject: 'Reset your Folio password',
        text: `Someone asked to reset the password of your Folio account.\n\nChoose a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
      });
    },
    async sendEnquiry({ to, replyTo, subject, text }) {
      await (await mailer()).sendMail({ from: mailFrom, to, replyTo, subject, text });
      return true;
    },
  };
}
