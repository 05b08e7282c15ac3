import { text } from '../../define';

/**
 * The mobile number a visitor leaves on a public form (a cooperation message, an order's contact):
 * required and checked as a phone number on both, so staff can always call back, and searched.
 */
export const visitorMobileField = text(20, {
  label: '手机号码',
  en: 'Mobile',
  placeholder: { zh: '请输入手机号码', en: 'Enter a mobile number' },
  required: true,
  format: 'phone',
  search: 'like',
  ui: { width: 130 },
});
