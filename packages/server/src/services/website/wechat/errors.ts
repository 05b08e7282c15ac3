/** What the account API answers on failure (`errcode` ≠ 0). */
export interface WechatFailure {
  errcode: number;
  errmsg: string;
}

/** The access token is invalid or expired: fetch a new one and try the call again, once. */
export const TOKEN_ERRORS: ReadonlySet<number> = new Set([40001, 40014, 42001]);

/**
 * Messages for the answers a person can do something about, in the words of the account's admin
 * pages (公众平台). Codes from the official account API's global return codes and the draft/publish
 * pages.
 */
const MESSAGES: Readonly<Record<number, string>> = {
  [-1]: '微信系统繁忙，请稍后重试',
  40001: '公众号访问令牌无效，重新获取后仍被拒绝：请检查 AppSecret 是否已在公众平台重置',
  40014: '公众号访问令牌无效，重新获取后仍被拒绝：请检查 AppSecret 是否已在公众平台重置',
  42001: '公众号访问令牌已过期，重新获取后仍被拒绝，请稍后重试',
  40013: '公众号 AppID 无效：请检查 WECHAT_APP_ID',
  40125: '公众号 AppSecret 无效：请检查 WECHAT_APP_SECRET（公众平台「设置与开发 › 基本配置」）',
  40243: '公众号 AppSecret 已被冻结：请在公众平台解冻后重试',
  40164: '本服务器的 IP 不在公众号的 IP 白名单中：请在公众平台「设置与开发 › 基本配置 › IP 白名单」中添加',
  45009: '公众号接口今日调用次数已达上限：请明天再试，或在公众平台清零调用次数',
  45011: '公众号接口调用过于频繁，请稍后重试',
  40007: '公众号素材无效（media_id 不正确或已删除），请重新同步',
  48001: '公众号没有该接口的权限：草稿箱与发布接口需要已认证的公众号',
  45002: '正文超过公众号的长度限制（2 万字、1 MB），请删减正文后重试',
  45003: '标题超过公众号的长度限制（32 个字），请缩短标题后重试',
  45004: '摘要超过公众号的长度限制，请缩短摘要后重试',
  45110: '作者超过公众号的长度限制（16 个字），请缩短作者后重试',
  40005: '图片格式公众号不支持，请使用 JPG 或 PNG 图片',
  40113: '图片格式公众号不支持，请使用 JPG 或 PNG 图片',
  40009: '图片大小超过公众号的限制（封面 10 MB，正文图片 1 MB）',
  45001: '图片大小超过公众号的限制（封面 10 MB，正文图片 1 MB）',
  45028: '公众号没有群发额度，暂时不能发布',
  53503: '草稿未通过公众号的发布检查，请到公众平台草稿箱查看原因',
  53504: '需要到公众平台官网使用该草稿',
  53505: '需要到公众平台手动保存该草稿后再发表',
};

/** The WeChat 40164 answer names the refused address: "invalid ip 1.2.3.4 ipv6 …, not in whitelist". */
function refusedIp(errmsg: string): string | undefined {
  return /invalid ip ([0-9a-f.:]+)/i.exec(errmsg)?.[1];
}

/** A sentence for a failed answer; codes without a message of ours show the account's own words. */
export function describeWechatFailure({ errcode, errmsg }: WechatFailure): string {
  const known = MESSAGES[errcode];
  if (errcode === 40164) {
    const ip = refusedIp(errmsg);
    return ip ? `${known}（本服务器的出口 IP：${ip}）` : known!;
  }
  return known ?? `微信公众号返回错误 ${errcode}：${errmsg || '（无说明）'}`;
}
