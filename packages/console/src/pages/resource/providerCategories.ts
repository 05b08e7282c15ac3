import type { CrudOption } from '@blade-console/ui';

/** BladeX provider categories of the OSS configurations (`category` 1–4). */
export const ossCategories: CrudOption[] = [
  { label: 'minio', value: 1 },
  { label: 'qiniu', value: 2 },
  { label: 'ali', value: 3 },
  { label: 'tencent', value: 4 },
];

/** BladeX provider categories of the SMS configurations (`category` 1–4). */
export const smsCategories: CrudOption[] = [
  { label: 'yunpian', value: 1 },
  { label: 'qiniu', value: 2 },
  { label: 'ali', value: 3 },
  { label: 'tencent', value: 4 },
];

/** `status` of a provider: 2 is the tenant's enabled one. */
export const ENABLED = 2;
