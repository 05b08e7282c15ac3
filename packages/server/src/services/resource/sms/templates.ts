import type { Message } from '@blade-console/blade-schema';
import { msg } from '../../../i18n';
import type { SmsProviderRow } from './gateway';

/** `category` of `blade_sms` (BladeX's numbers). */
export const SMS_CATEGORY = { yunpian: 1, qiniu: 2, ali: 3, tencent: 4 } as const;

/** The longest value of one template variable both gateways take. */
const MAX_PARAM_LENGTH = 35;
const MAX_PARAMS = 16;

/**
 * Why a provider row cannot send (its template id, sign name, app id), in words naming the field;
 * undefined when it can. Checked before anything is sent or recorded.
 */
export function providerProblem(row: SmsProviderRow): Message | undefined {
  const code = row.smsCode ?? '';
  if (row.category === SMS_CATEGORY.ali) {
    if (!/^SMS_\d{3,20}$/.test(row.templateId)) {
      return msg('resource.aliTemplate', { code, templateId: row.templateId });
    }
  } else if (row.category === SMS_CATEGORY.tencent) {
    if (!/^\d{1,20}$/.test(row.templateId)) {
      return msg('resource.tencentTemplate', { code, templateId: row.templateId });
    }
    if (!row.appId || !/^\d{5,20}$/.test(row.appId)) {
      return msg('resource.tencentAppId', { code });
    }
  } else {
    return msg('resource.categoryNotSupported', { code });
  }
  if (!row.signName.trim()) return msg('resource.signNameRequired', { code });
  return undefined;
}

/**
 * The template variables of `params` text (a JSON object of strings or numbers), as strings; a
 * message naming the problem otherwise.
 */
export function parseParams(text: string): { params: Record<string, string> } | { problem: Message } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { problem: msg('resource.paramsNotObject') };
  }
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length > MAX_PARAMS) return { problem: msg('resource.paramsTooMany', { limit: MAX_PARAMS }) };
  const params: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value !== 'string' && typeof value !== 'number') {
      return { problem: msg('resource.paramNotText', { name: key }) };
    }
    const textValue = String(value);
    if (!textValue.trim()) return { problem: msg('resource.paramEmpty', { name: key }) };
    if (textValue.length > MAX_PARAM_LENGTH) {
      return { problem: msg('resource.paramTooLong', { name: key, limit: MAX_PARAM_LENGTH }) };
    }
    params[key] = textValue;
  }
  return { params };
}
