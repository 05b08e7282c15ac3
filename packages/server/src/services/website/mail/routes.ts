import { formatError, type Message } from '@blade-console/blade-schema';
import { Type } from 'typebox';
import { currentUser, requireAdmin } from '../../../http/auth-hook';
import { badRequest, HttpError, ok } from '../../../http/envelope';
import { okResponse, type ServicePlugin } from '../../../http/schemas';
import { msg } from '../../../i18n';
import { labelled } from '../../../i18n/labels';
import { MailDeliveryError, type MailMessage, mailSenderFor } from './sender';

/** Limits of a mail staff write by hand (a reply, a notice); the outbox columns hold them. */
export const MAIL_LIMITS = { to: 254, subject: 200, content: 20_000 } as const;

const RECIPIENT = { zh: '收件人', en: 'Recipient' };
const SUBJECT = { zh: '主题', en: 'Subject' };
const CONTENT = { zh: '正文', en: 'Text' };

const sendMailBody = Type.Object({
  to: labelled(Type.String({ minLength: 1, maxLength: MAIL_LIMITS.to }), RECIPIENT),
  subject: labelled(Type.String({ minLength: 1, maxLength: MAIL_LIMITS.subject }), SUBJECT),
  content: labelled(Type.String({ minLength: 1, maxLength: MAIL_LIMITS.content }), CONTENT),
});

// One plain address: list separators, display names and quoting would let one field address many.
const ADDRESS_EXTRAS = /[,;<>"'()\\]/;

/** The rules a JSON schema cannot say in a person's words; the first broken one, or undefined. */
export function mailProblem(message: MailMessage): Message | string | undefined {
  const to = message.to.trim();
  const addressError = formatError('email', RECIPIENT, to);
  if (addressError || ADDRESS_EXTRAS.test(to)) return addressError ?? msg('website.recipientInvalid');
  // A line break in a header would start a header of its own.
  if (/[\r\n]/.test(message.subject)) return msg('website.subjectLineBreak');
  if (!message.subject.trim()) return msg('validation.required', { label: SUBJECT });
  if (!message.content.trim()) return msg('validation.required', { label: CONTENT });
  return undefined;
}

/**
 * `POST /api/sendMail` (SPEC §7, administrators): staff send a plain-text mail, e.g. a reply to a
 * cooperation message. Through SMTP when configured (`MAIL_SMTP_URL`, `MAIL_FROM`), else into the
 * outbox. The answer says which (`data.delivery`).
 */
export const sendMailRoutes: ServicePlugin = async (app, { ctx }) => {
  const sender = mailSenderFor(ctx.config, ctx.db);
  app.post(
    '/sendMail',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['mail'],
        summary: '发送邮件（纯文本）',
        body: sendMailBody,
        response: okResponse(Type.Object({ delivery: Type.String() })),
      },
    },
    async (request) => {
      const message = { ...request.body, to: request.body.to.trim(), subject: request.body.subject.trim() };
      const problem = mailProblem(message);
      if (problem) throw badRequest(problem);
      try {
        await sender.send(message, currentUser(request));
      } catch (error) {
        if (error instanceof MailDeliveryError) throw new HttpError(error.status, error.said);
        throw error;
      }
      return ok(
        { delivery: sender.kind },
        msg(sender.kind === 'smtp' ? 'website.mailSent' : 'website.mailQueued'),
      );
    },
  );
};
