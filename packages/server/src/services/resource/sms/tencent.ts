import { msg } from '../../../i18n';
import { HttpSmsGateway, type SmsAnswer, type SmsMessage } from './gateway';
import { tc3Authorization } from './signing';

const CONTENT_TYPE = 'application/json; charset=utf-8';

interface SendStatus {
  Code?: string;
  Message?: string;
  SerialNo?: string;
}

interface TencentAnswer {
  Response?: { Error?: { Code?: string; Message?: string }; SendStatusSet?: SendStatus[] };
}

/** Tencent Cloud SMS (`SendSms` of 2021-01-11), signed with TC3-HMAC-SHA256. */
export class TencentSms extends HttpSmsGateway {
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
    const headers = {
      authorization,
      'content-type': CONTENT_TYPE,
      'x-tc-action': 'SendSms',
      'x-tc-version': '2021-01-11',
      'x-tc-timestamp': String(timestamp),
      'x-tc-region': this.row.regionId || 'ap-guangzhou',
    };
    return this.post<TencentAnswer>(headers, payload, (answer) => {
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
    });
  }
}
