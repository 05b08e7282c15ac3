import type { Message } from '@blade-console/blade-schema';
import { outboundFetch, outboundRefusalIn } from '../../../http/outbound';
import { msg } from '../../../i18n';

/** One text to one phone through a gateway. */
export interface SmsMessage {
  phone: string;
  templateId: string;
  signName: string;
  /** The template's variables, in the order the template names them. */
  params: Record<string, string>;
}

/** What the gateway answered for one message. */
export interface SmsAnswer {
  /** `sent`: accepted; `refused`: the gateway said no (and why); `failed`: no answer (timeout, network). */
  status: 'sent' | 'refused' | 'failed';
  /** The gateway's code (`OK`, `isv.SMS_TEMPLATE_ILLEGAL`, `FailedOperation.TemplateIncorrectOrUnapproved`, `timeout`). */
  code: string;
  /** The gateway's own words as it sent them, or ours. */
  message: Message | string;
  bizId?: string;
}

/** An SMS provider: Alibaba Cloud, Tencent Cloud. */
export interface SmsGateway {
  send(message: SmsMessage): Promise<SmsAnswer>;
}

/** The fields of a `blade_sms` row a gateway is built from. */
export interface SmsProviderRow {
  smsCode: string | null;
  category: number;
  templateId: string;
  accessKey: string;
  secretKey: string;
  regionId: string | null;
  appId: string | null;
  signName: string;
}

/** A gateway call that got no answer in time or could not connect: recorded as `failed`. */
export function failedAnswer(error: unknown, timeoutMs: number): SmsAnswer {
  const refusal = outboundRefusalIn(error);
  // The endpoint is not allowed: the configuration's to fix, as a gateway's refusal is.
  if (refusal) return { status: 'refused', code: refusal.code, message: refusal.said };
  const e = error as { name?: string; cause?: { code?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') {
    return {
      status: 'failed',
      code: 'timeout',
      message: msg('resource.gatewayTimeout', { seconds: timeoutMs / 1000 }),
    };
  }
  const code = e?.cause?.code ?? e?.name ?? 'error';
  return { status: 'failed', code, message: msg('resource.gatewayUnreachable', { code }) };
}

/**
 * A gateway reached by one signed HTTPS POST per message (Alibaba Cloud, Tencent Cloud): each
 * provider builds its request and reads its answer; the call itself, its timeout and what no answer
 * means are the same for both.
 */
export abstract class HttpSmsGateway implements SmsGateway {
  constructor(
    protected readonly row: SmsProviderRow,
    protected readonly endpoint: string,
    protected readonly timeoutMs: number,
  ) {}

  abstract send(message: SmsMessage): Promise<SmsAnswer>;

  /**
   * POSTs `body` to the endpoint and hands its JSON answer to `read`; no answer in time, or no
   * connection, is the `failedAnswer` instead (a throw inside `read` is not: it is ours).
   */
  protected async post<T>(
    headers: Record<string, string>,
    body: string,
    read: (answer: T) => SmsAnswer,
  ): Promise<SmsAnswer> {
    let answer: T;
    try {
      const response = await outboundFetch(`${this.endpoint}/`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      answer = (await response.json()) as T;
    } catch (error) {
      return failedAnswer(error, this.timeoutMs);
    }
    return read(answer);
  }
}
