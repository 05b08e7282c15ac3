import { fail, ok } from './respond';
import type { MockRoutes } from './routes';
import type { MockStore } from './store';

/**
 * /blade-resource beyond the four calls: enabling an OSS or SMS configuration, sending a message,
 * testing an OSS connection and uploading a file (recorded as an attachment).
 */
export function resourceHandlers({ post }: MockRoutes, store: MockStore): void {
  // The four calls of OSS, SMS and attachments come from their definitions (loop above).
  const R = '/blade-resource';
  for (const table of ['oss', 'sms']) {
    post(`${R}/${table}/enable`, ({ query }) => {
      for (const row of store.table(table)) row.status = row.id === query.get('id') ? 2 : 1;
      return ok({});
    });
  }
  // Like the server with a gateway: every phone sent, or (template `SMS_000000`) refused.
  post(`${R}/sms/endpoint/send-message`, ({ query }) => {
    const phones = (query.get('phones') ?? '').split(',').filter(Boolean);
    const config = store.table('sms').find((row) => row.smsCode === query.get('code'));
    const refused = config?.templateId === 'SMS_000000';
    const results = phones.map((phone) =>
      refused
        ? { phone, status: 'refused', code: 'isv.SMS_TEMPLATE_ILLEGAL', message: '该账号下找不到对应模板' }
        : { phone, status: 'sent', code: 'OK', message: '发送成功' },
    );
    const report = { delivery: 'gateway', results };
    return refused
      ? fail(`短信未发送，${phones[0]}：该账号下找不到对应模板（isv.SMS_TEMPLATE_ILLEGAL）`, 400, report)
      : ok(report, '发送成功');
  });
  // Like the server against a bucket that answers, unless the endpoint names an unreachable port.
  post(`${R}/oss/test-connection`, async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as {
      id?: string;
      endpoint?: string;
      bucketName?: string;
    };
    const saved = body.id ? store.table('oss').find((row) => row.id === String(body.id)) : undefined;
    const endpoint = String(body.endpoint || saved?.endpoint || '');
    const bucket = String(body.bucketName || saved?.bucketName || '');
    if (endpoint.endsWith(':1'))
      return fail(`无法连接对象存储 ${endpoint}（ECONNREFUSED），请检查资源地址 endpoint`, 500);
    return ok({ endpoint, bucket }, `连接成功：已在空间 ${bucket} 写入并删除测试对象`);
  });
  post(`${R}/oss/endpoint/put-file`, async ({ request }) => {
    const form = await request.formData().catch(() => undefined);
    const file = form?.get('file');
    if (!file || typeof file === 'string') return fail('上传文件不能为空');
    const name = `upload/${store.nextId()}-${file.name}`;
    const link = `http://localhost/mock-oss/${name}`;
    const attach = store.submit('attach', {
      link,
      domainUrl: 'http://localhost/mock-oss',
      name,
      originalName: file.name,
      extension: file.name.split('.').pop() ?? '',
      attachSize: file.size,
    });
    return ok({
      link,
      domain: 'http://localhost/mock-oss',
      name,
      originalName: file.name,
      attachId: attach.id,
    });
  });
}
