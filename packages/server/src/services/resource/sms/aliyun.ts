import { randomUUID } from 'node:crypto';
import { outboundFetch } from '../../../http/outbound';
import { msg } from '../../../i18n';
import {
  failedAnswer,
  type SmsAnswer,
  type SmsGateway,
  type SmsMessage,
  type SmsProviderRow,
} from './gateway';
import { aliyunSignature } from './signing';

/**
 * Alibaba Cloud SMS (`dysmsapi`, `SendSms` of 2017-05-25), a signed RPC call per message: POSTed as
 * a form, so phone numbers stay out of URLs and access logs.
 */
export class AliyunSms implements SmsGateway {
  constructor(
    private readonly row: SmsProviderRow,
    private readonly endpoint: string,
    private readonly timeoutMs: number,
  ) {}

  async send(message: SmsMessage): Promise<SmsAnswer> {
    const params: Record<string, string> = {
      AccessKeyId: this.row.accessKey,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: message.phone,
      RegionId: this.row.regionId || 'cn-hangzhou',
      SignName: message.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: message.templateId,
      TemplateParam: JSON.stringify(message.params),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    params.Signature = aliyunSignature(params, 'POST', this.row.secretKey);
    let answer: { Code?: string; Message?: string; BizId?: string };
    try {
      const response = await outboundFetch(`${this.endpoint}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      answer = (await response.json()) as typeof answer;
    } catch (error) {
      return failedAnswer(error, this.timeoutMs);
    }
    if (answer.Code === 'OK')
      return { status: 'sent', code: 'OK', message: msg('resource.smsSent'), bizId: answer.BizId };
    return {
      status: 'refused',
      code: answer.Code ?? 'unknown',
      message: answer.Message ?? msg('resource.gatewayRefused'),
    };
  }
}
