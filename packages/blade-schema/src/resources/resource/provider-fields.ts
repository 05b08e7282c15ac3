import { integer, text } from '../../define';
import type { FieldDef } from '../../define.types';

/**
 * The fields the provider configurations (OSS, SMS) share, so they read and check the same on both
 * pages: the configuration's code, which of the four providers (`category`, named by the server, not
 * a dictionary), where at the provider it points, its key pair (the service keeps `secretKey` masked).
 */

/** The configuration's code (`ossCode`, `smsCode`). */
// Nullable in the table, so not `required` here; the service still refuses an empty code.
export const providerCode = text(32, { label: '资源编号', en: 'Code', search: 'like', ui: { width: 150 } });

/** A required, searched setting of the provider's (OSS's endpoint or bucket, SMS's template or signature). */
export const providerSetting = <const O extends Omit<FieldDef, 'kind' | 'max'>>(max: number, options: O) =>
  text(max, { required: true, search: 'like', ...options });

export const providerCategory = integer({
  label: '分类',
  en: 'Provider',
  minValue: 1,
  maxValue: 4,
  default: 1,
  search: 'equal',
  ui: { width: 110 },
});

export const providerKeys = {
  accessKey: text(255, {
    label: 'accessKey',
    en: 'Access key',
    required: true,
    secret: true,
    ui: { hideInTable: true },
  }),
  secretKey: text(255, {
    label: 'secretKey',
    en: 'Secret key',
    required: true,
    secret: true,
    ui: { hideInTable: true },
  }),
};
