import { integer, text } from '../../define';

/**
 * The fields the provider configurations (OSS, SMS) share, so they read and check the same on both
 * pages: which of the four providers (`category`, named by the server, not a dictionary), its key
 * pair (the service keeps `secretKey` masked).
 */
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
