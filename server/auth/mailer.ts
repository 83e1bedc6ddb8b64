import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

export interface Mailer {
  sendResetLink(to: string, link: string): Promise<void>;
}

/** Mails through SMTP_URL, or writes the link to the log when no SMTP server is configured. */
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
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async sendResetLink(to, link) {
      await transport.sendMail({
        from: mailFrom,
        to,
        subject: 'Reset your Folio password',
        text: `Someone asked to reset the password of your Folio account.\n\nChoose a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
      });
    },
  };
}
