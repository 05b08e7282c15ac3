import { outboundFetch } from '../../../http/outbound';
import { msg } from '../../../i18n';
import {
  failedAnswer,
  type SmsAnswer,
  type SmsGateway,
  type SmsMessage,
  type SmsProviderRow,
} from './gateway';
import { tc3Authorization } from './signing';

const CONTENT_TYPE = 'application/json; charset=utf-8';

interface SendStatus {
  Code?: string;
  Message?: string;
  SerialNo?: string;
}

/** Tencent Cloud SMS (`SendSms` of 2021-01-11), signed with TC3-HMAC-SHA256. */
export class TencentSms implements SmsGateway {
  constructor(
    private readonly row: SmsProviderRow,
    private readonly endpoint: string,
    private readonly timeoutMs: number,
  ) {}

  async send(message: SmsMessage): Promise<SmsAnswer> {
    const payload = JSON.stringify({
      PhoneNumberSet: [`+86${message.phone}`],
      SmsSdkAppId: this.row.appId ?? '',
      SignName: message.signName,
      TemplateId: message.templateId,
      // Tencent's templates number their variables {1}, {2}…: the values go in that order.
      TemplateParamSet: Object.values(message.params),
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const host = new URL(this.endpoint).hostname;
    const authorization = tc3Authorization({
      secretId: this.row.accessKey,
      secretKey: this.row.secretKey,
      service: 'sms',
      host,
      contentType: CONTENT_TYPE,
      payload,
      timestamp,
    });
    let answer: { Response?: { Error?: { Code?: string; Message?: string }; SendStatusSet?: SendStatus[] } };
    try {
      const response = await outboundFetch(`${this.endpoint}/`, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': CONTENT_TYPE,
          'x-tc-action': 'SendSms',
          'x-tc-version': '2021-01-11',
          'x-tc-timestamp': String(timestamp),
          'x-tc-region': this.row.regionId || 'ap-guangzhou',
        },
        body: payload,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      answer = (await response.json()) as typeof answer;
    } catch (error) {
      return failedAnswer(error, this.timeoutMs);
    }
    const error = answer.Response?.Error;
    if (error)
      return {
        status: 'refused',
        code: error.Code ?? 'unknown',
        message: error.Message ?? msg('resource.gatewayRefused'),
      };
    const status = answer.Response?.SendStatusSet?.[0];
    if (status?.Code === 'Ok')
      return { status: 'sent', code: 'Ok', message: msg('resource.smsSent'), bizId: status.SerialNo };
    return {
      status: 'refused',
      code: status?.Code ?? 'unknown',
      message: status?.Message ?? msg('resource.gatewayNoResult'),
    };
  }
}
