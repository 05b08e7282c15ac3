import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for Alibaba Cloud SMS (`dysmsapi` SendSms) and Tencent Cloud SMS (SendSms of
 * 2021-01-11). Each checks the request signature with the vendor's own signer (the official SDKs'
 * `@alicloud/openapi-util` getRPCSignature, `tencentcloud-sdk-nodejs-common` Sign.sign3), not
 * with the server's code, then answers as the gateway does:
 * - template `SMS_000000` (Alibaba) / `999999` (Tencent): refused as an unapproved template;
 * - phone {@link HANGING_PHONE}: no answer at all (the server's timeout);
 * - anything else: sent.
 */
export const SMS_FAKE_KEYS = { accessKey: 'sms-ak', secretKey: 'sms-secret-value' } as const;
export const REFUSED_TEMPLATE = { ali: 'SMS_000000', tencent: '999999' } as const;
export const HANGING_PHONE = '13900000099';

const require = createRequire(import.meta.url);
const { getRPCSignature } = require('@alicloud/openapi-util').default as {
  getRPCSignature(params: Record<string, string>, method: string, secret: string): string;
};
const { sign3 } = require('tencentcloud-sdk-nodejs-common/tencentcloud/common/sign').default as {
  sign3(input: {
    method: string;
    url: string;
    payload: Buffer;
    timestamp: number;
    service: string;
    secretId: string;
    secretKey: string;
    headers: Record<string, string>;
  }): string;
};

export interface SmsFakeMessage {
  gateway: 'ali' | 'tencent';
  phone: string;
  template: string;
  params: unknown;
}

export interface SmsFakes {
  aliyunUrl: string;
  tencentUrl: string;
  /** The same address: one server plays both gateways. */
  /** Messages accepted (signature valid, not refused). */
  sent: SmsFakeMessage[];
  /** Requests whose signature did not match. */
  badSignatures: number;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listen(server: Server, port: number): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function startSmsFakes(port = 0): Promise<SmsFakes> {
  const fakes = { sent: [] as SmsFakeMessage[], badSignatures: 0 };
  const hanging = new Set<IncomingMessage>();
  const json = (body: unknown) => JSON.stringify(body);

  const aliyun = async (request: IncomingMessage, response: ServerResponse) => {
    const params = Object.fromEntries(new URLSearchParams((await bodyOf(request)).toString()));
    const { Signature, ...signed } = params;
    response.setHeader('content-type', 'application/json');
    if (signed.AccessKeyId !== SMS_FAKE_KEYS.accessKey) {
      response.statusCode = 404;
      response.end(
        json({ Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' }),
      );
      return;
    }
    if (Signature !== getRPCSignature(signed, request.method ?? 'POST', SMS_FAKE_KEYS.secretKey)) {
      fakes.badSignatures++;
      response.statusCode = 400;
      response.end(
        json({
          Code: 'SignatureDoesNotMatch',
          Message: 'Specified signature is not matched with our calculation.',
        }),
      );
      return;
    }
    if (signed.PhoneNumbers === HANGING_PHONE) {
      hanging.add(request);
      return;
    }
    if (signed.TemplateCode === REFUSED_TEMPLATE.ali) {
      response.end(json({ Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: '该账号下找不到对应模板' }));
      return;
    }
    fakes.sent.push({
      gateway: 'ali',
      phone: signed.PhoneNumbers ?? '',
      template: signed.TemplateCode ?? '',
      params: JSON.parse(signed.TemplateParam ?? '{}'),
    });
    response.end(json({ Code: 'OK', Message: 'OK', BizId: `biz-${fakes.sent.length}`, RequestId: 'r' }));
  };

  const tencent = async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await bodyOf(request);
    const headers = request.headers;
    const expected = sign3({
      method: 'POST',
      url: `http://${new URL(`http://${headers.host}`).hostname}/`,
      payload: raw,
      timestamp: Number(headers['x-tc-timestamp']),
      service: 'sms',
      secretId: SMS_FAKE_KEYS.accessKey,
      secretKey: SMS_FAKE_KEYS.secretKey,
      headers: { 'Content-Type': String(headers['content-type']) },
    });
    response.setHeader('content-type', 'application/json');
    if (headers.authorization !== expected || headers['x-tc-action'] !== 'SendSms') {
      fakes.badSignatures++;
      response.end(
        json({
          Response: {
            Error: {
              Code: 'AuthFailure.SignatureFailure',
              Message: 'The provided credentials could not be validated.',
            },
            RequestId: 'r',
          },
        }),
      );
      return;
    }
    const body = JSON.parse(raw.toString()) as {
      PhoneNumberSet: string[];
      TemplateId: string;
      TemplateParamSet: string[];
    };
    const phone = body.PhoneNumberSet[0]!.replace(/^\+86/, '');
    if (phone === HANGING_PHONE) {
      hanging.add(request);
      return;
    }
    if (body.TemplateId === REFUSED_TEMPLATE.tencent) {
      response.end(
        json({
          Response: {
            SendStatusSet: [
              {
                PhoneNumber: body.PhoneNumberSet[0],
                Code: 'FailedOperation.TemplateIncorrectOrUnapproved',
                Message:
                  'template is not approved or request content does not match the approved template content',
              },
            ],
            RequestId: 'r',
          },
        }),
      );
      return;
    }
    fakes.sent.push({ gateway: 'tencent', phone, template: body.TemplateId, params: body.TemplateParamSet });
    response.end(
      json({
        Response: {
          SendStatusSet: [
            {
              PhoneNumber: body.PhoneNumberSet[0],
              Code: 'Ok',
              Message: 'send success',
              SerialNo: `sn-${fakes.sent.length}`,
            },
          ],
          RequestId: 'r',
        },
      }),
    );
  };

  // One address for both: Tencent's calls carry `X-TC-Action`, Alibaba's a signed form.
  const server = createServer((request, response) => {
    if (request.method === 'GET') {
      response.end('SMS fake');
      return;
    }
    void (request.headers['x-tc-action'] ? tencent(request, response) : aliyun(request, response));
  });
  const url = await listen(server, port);
  return {
    aliyunUrl: url,
    tencentUrl: url,
    get sent() {
      return fakes.sent;
    },
    get badSignatures() {
      return fakes.badSignatures;
    },
    async close() {
      for (const request of hanging) request.socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
