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
export function providerProblem(row: SmsProviderRow): string | undefined {
  const code = row.smsCode ?? '';
  if (row.category === SMS_CATEGORY.ali) {
    if (!/^SMS_\d{3,20}$/.test(row.templateId)) {
      return `短信配置 ${code} 的模版ID ${row.templateId} 不是阿里云的模版CODE，应形如 SMS_123456789`;
    }
  } else if (row.category === SMS_CATEGORY.tencent) {
    if (!/^\d{1,20}$/.test(row.templateId)) {
      return `短信配置 ${code} 的模版ID ${row.templateId} 不是腾讯云的模板 ID，应为数字，如 1234567`;
    }
    if (!row.appId || !/^\d{5,20}$/.test(row.appId)) {
      return `短信配置 ${code} 缺少 appId：腾讯云短信需要短信应用的 SdkAppId，如 1400000000`;
    }
  } else {
    return `短信配置 ${code} 的分类暂未接入（已接入阿里云、腾讯云）；停用它时短信会进入发件箱`;
  }
  if (!row.signName.trim()) return `短信配置 ${code} 缺少短信签名 signName`;
  return undefined;
}

/**
 * The template variables of `params` text (a JSON object of strings or numbers), as strings; a
 * message naming the problem otherwise.
 */
export function parseParams(text: string): Record<string, string> | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return '参数 params 应为 JSON 对象文本，例如 {"code":"1234"}';
  }
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length > MAX_PARAMS) return `参数 params 最多 ${MAX_PARAMS} 个变量`;
  const params: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value !== 'string' && typeof value !== 'number') {
      return `参数 params 的变量 ${key} 应为文字或数字`;
    }
    const textValue = String(value);
    if (!textValue.trim()) return `参数 params 的变量 ${key} 不能为空`;
    if (textValue.length > MAX_PARAM_LENGTH) {
      return `参数 params 的变量 ${key} 超过 ${MAX_PARAM_LENGTH} 个字符（短信网关的上限）`;
    }
    params[key] = textValue;
  }
  return params;
}
