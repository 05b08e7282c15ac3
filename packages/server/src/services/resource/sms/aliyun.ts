import { randomUUID } from 'node:crypto';
import { msg } from '../../../i18n';
import { HttpSmsGateway, type SmsAnswer, type SmsMessage } from './gateway';
import { aliyunSignature } from './signing';

/**
 * Alibaba Cloud SMS (`dysmsapi`, `SendSms` of 2017-05-25), a signed RPC call per message: POSTed as
 * a form, so phone numbers stay out of URLs and access logs.
 */
export class AliyunSms extends HttpSmsGateway {
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
    return this.post<{ Code?: string; Message?: string; BizId?: string }>(
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams(params).toString(),
      (answer) => {
        if (answer.Code === 'OK')
          return { status: 'sent', code: 'OK', message: msg('resource.smsSent'), bizId: answer.BizId };
        return {
          status: 'refused',
          code: answer.Code ?? 'unknown',
          message: answer.Message ?? msg('resource.gatewayRefused'),
        };
      },
    );
  }
}
