import type { Message } from '@blade-console/blade-schema';
import { type MessageKey, msg } from '../../../i18n';

/** What the account API answers on failure (`errcode` ≠ 0). */
export interface WechatFailure {
  errcode: number;
  errmsg: string;
}

/** The access token is invalid or expired: fetch a new one and try the call again, once. */
export const TOKEN_ERRORS: ReadonlySet<number> = new Set([40001, 40014, 42001]);

/**
 * Messages for the answers a person can do something about, in the words of the account's admin
 * pages (公众平台; the `wechat` area of the catalogue). Codes from the official account API's global
 * return codes and the draft/publish pages.
 */
const MESSAGES: Readonly<Record<number, MessageKey>> = {
  [-1]: 'wechat.busy',
  40001: 'wechat.tokenInvalid',
  40014: 'wechat.tokenInvalid',
  42001: 'wechat.tokenExpired',
  40013: 'wechat.appIdInvalid',
  40125: 'wechat.appSecretInvalid',
  40243: 'wechat.appSecretFrozen',
  40164: 'wechat.ipNotAllowed',
  45009: 'wechat.dailyLimit',
  45011: 'wechat.tooFrequent',
  40007: 'wechat.mediaInvalid',
  48001: 'wechat.noPermission',
  45002: 'wechat.contentTooLong',
  45003: 'wechat.titleTooLong',
  45004: 'wechat.digestTooLong',
  45110: 'wechat.authorTooLong',
  40005: 'wechat.imageFormat',
  40113: 'wechat.imageFormat',
  40009: 'wechat.imageSize',
  45001: 'wechat.imageSize',
  45028: 'wechat.noMassQuota',
  53503: 'wechat.draftCheckFailed',
  53504: 'wechat.draftUseOnSite',
  53505: 'wechat.draftSaveOnSite',
};

/** The WeChat 40164 answer names the refused address: "invalid ip 1.2.3.4 ipv6 …, not in whitelist". */
function refusedIp(errmsg: string): string | undefined {
  return /invalid ip ([0-9a-f.:]+)/i.exec(errmsg)?.[1];
}

/** A message for a failed answer; codes without a message of ours show the account's own words. */
export function describeWechatFailure({ errcode, errmsg }: WechatFailure): Message {
  if (errcode === 40164) {
    const ip = refusedIp(errmsg);
    return ip ? msg('wechat.ipNotAllowedFrom', { ip }) : msg('wechat.ipNotAllowed');
  }
  const known = MESSAGES[errcode];
  if (known) return msg(known);
  return errmsg
    ? msg('wechat.failed', { code: errcode, reason: errmsg })
    : msg('wechat.failedUnexplained', { code: errcode });
}
