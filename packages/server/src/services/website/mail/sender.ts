import type { Message } from '@blade-console/blade-schema';
import { createTransport } from 'nodemailer';
import type { AccessClaims } from '../../../auth/jwt';
import type { ServerConfig } from '../../../config';
import type { DbOrTx } from '../../../db/connection';
import { nextId } from '../../../db/ids';
import { bladeMailOutbox } from '../../../db/schema';
import { outboundRefusalIn, outboundSmtpSocket } from '../../../http/outbound';
import { localized, msg, sayZh } from '../../../i18n';

/** One plain-text mail (staff's words are never sent as HTML). */
export interface MailMessage {
  to: string;
  subject: string;
  content: string;
}

/** How a mail left: kept in the outbox, or handed to the SMTP server. */
export type MailDelivery = 'outbox' | 'smtp';

/** Where `POST /sendMail` hands a mail; chosen once from the configuration. */
export interface MailSender {
  readonly kind: MailDelivery;
  send(message: MailMessage, sender: AccessClaims): Promise<void>;
}

/** A refusal of the SMTP server (or no answer from it), in words staff can act on. */
export class MailDeliveryError extends Error {
  constructor(
    /** Said in the reader's language by the route; `message` is the Chinese, for logs. */
    readonly said: Message,
    /** The SMTP reply code (`550`, `535`), when the server answered. */
    readonly responseCode?: number,
    /** 400 when the SMTP address is not one the server may reach (BLADE_OUTBOUND_ALLOW), else 502. */
    readonly status: 400 | 502 = 502,
  ) {
    super(sayZh(said));
    this.name = 'MailDeliveryError';
  }
}

/** The default: the mail waits in `blade_mail_outbox` (per tenant) for a job or a person. */
export function outboxMailSender(db: DbOrTx): MailSender {
  return {
    kind: 'outbox',
    async send(message, sender) {
      const now = new Date();
      const userId = /^\d+$/.test(sender.user_id) ? BigInt(sender.user_id) : null;
      await db.insert(bladeMailOutbox).values({
        id: nextId(),
        tenantId: sender.tenant_id,
        toAddress: message.to,
        subject: message.subject,
        content: message.content,
        createUser: userId,
        createTime: now,
        updateUser: userId,
        updateTime: now,
      });
    },
  };
}

/**
 * Through an SMTP server with nodemailer (a maintained client: STARTTLS, SMTPS, auth, encoding of
 * non-ASCII subjects). The address carries the credentials, so it is given to nodemailer and to no
 * log; errors are rebuilt from the server's reply code alone.
 */
export function smtpMailSender(url: string, from: string): MailSender {
  const transport = createTransport({ url, getSocket: outboundSmtpSocket }, { from });
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ to: message.to, subject: message.subject, text: message.content });
      } catch (error) {
        const refusal = outboundRefusalIn(error);
        if (refusal)
          throw new MailDeliveryError(
            msg('website.mailRefusedAddress', { reason: localized(refusal.said) }),
            undefined,
            400,
          );
        const code = (error as { responseCode?: unknown }).responseCode;
        const responseCode = typeof code === 'number' ? code : undefined;
        throw new MailDeliveryError(
          responseCode === undefined
            ? msg('website.smtpUnreachable')
            : msg('website.smtpRefused', { code: responseCode }),
          responseCode,
        );
      }
    },
  };
}

/** SMTP when `MAIL_SMTP_URL` is set, else the outbox. */
export function mailSenderFor(
  config: Pick<ServerConfig, 'mailSmtpUrl' | 'mailFrom'>,
  db: DbOrTx,
): MailSender {
  return config.mailSmtpUrl && config.mailFrom
    ? smtpMailSender(config.mailSmtpUrl, config.mailFrom)
    : outboxMailSender(db);
}
