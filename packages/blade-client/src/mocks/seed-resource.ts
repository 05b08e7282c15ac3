import type { MockRow } from './respond';
import { rows } from './seed-rows';

/** Three notices, and the resource area's OSS and SMS configurations and an attachment. */
export function resourceSeed(): Record<string, MockRow[]> {
  return {
    notice: rows('1010', [
      {
        tenantId: '000000',
        title: '测试公告',
        category: 1,
        categoryName: '发布通知',
        releaseTime: '2024-01-01 10:00:00',
        content: '222',
      },
      {
        tenantId: '000000',
        title: '测试公告2',
        category: 2,
        categoryName: '批转通知',
        releaseTime: '2024-01-02 10:00:00',
        content: '333',
      },
      {
        tenantId: '000000',
        title: '测试公告3',
        category: 3,
        categoryName: '转发通知',
        releaseTime: '2024-01-03 10:00:00',
        content: '444',
      },
    ]),
    oss: rows('1011', [
      {
        tenantId: '000000',
        ossCode: 'minio',
        category: 1,
        categoryName: 'minio',
        endpoint: 'http://127.0.0.1:9000',
        accessKey: 'minioadmin',
        secretKey: 'minioadmin',
        bucketName: 'blade',
        remark: '',
        status: 2,
      },
    ]),
    sms: rows('1012', [
      {
        tenantId: '000000',
        smsCode: 'aliyun',
        templateId: 'SMS_0001',
        category: 3,
        categoryName: '阿里云',
        accessKey: 'key',
        secretKey: 'secret',
        regionId: 'cn-hangzhou',
        signName: '布雷德',
        remark: '',
        status: 1,
      },
    ]),
    attach: rows('1013', [
      {
        tenantId: '000000',
        link: 'http://127.0.0.1:9000/blade/logo.png',
        domainUrl: 'http://127.0.0.1:9000',
        name: 'upload/logo.png',
        originalName: 'logo.png',
        extension: 'png',
        attachSize: 2048,
      },
    ]),
  };
}
