import type { AreaLike } from '@blade-console/blade-schema';
import type { WEBSITE_ZH } from '../zh/website';

export const WEBSITE_EN = {
  newsNotFound: 'The article does not exist or is not published',
  quoted: '"{{name}}"',
  statusOr: ' or ',
  orderMoveOnly: '{{label}} cannot change from {{from}} to {{to}}: it can only change to {{allowed}}',
  orderMoveNone:
    '{{label}} cannot change from {{from}} to {{to}}: an order that is {{from}} cannot change status any more',
  notBeforeToday: '{{label}} cannot be earlier than today',
  regionUnknown: '{{label}} does not exist: choose it from the list of regions',
  trackingNoBusy: 'No tracking number can be assigned right now: try again later',
  datasetUnknown: 'The report\'s data set "{{name}}" does not exist: edit the report and choose again',
  recipientInvalid: 'Recipient is not a valid e-mail address',
  subjectLineBreak: 'Subject cannot contain a line break',
  mailSent: 'The e-mail was sent',
  mailQueued: 'The e-mail was saved to the outbox and is waiting to be sent',
  mailRefusedAddress: '{{reason}}. The e-mail was not sent',
  smtpUnreachable: 'Cannot connect to the mail server: the e-mail was not sent',
  smtpRefused: 'The mail server refused this e-mail ({{code}}): it was not sent',
  wechatNotConfigured: 'No WeChat official account is set up: set WECHAT_APP_ID and WECHAT_APP_SECRET',
  wechatSuperAdminOnly: "Only a platform administrator can sync to the group's WeChat official account",
  wechatPublishedOnly:
    'Only published articles can be synced to the official account: publish this article first',
  wechatSyncing: 'This article is already being synced to the official account: please wait',
  wechatSynced: 'Synced to the official account',
  wechatSyncedTask:
    'Synced to the official account: publishing job {{id}} was submitted, and the article appears on the account once WeChat has processed it',
  wechatSyncFailed: 'Syncing to the official account failed: {{reason}}',
  wechatSyncServerError: 'Syncing to the official account failed: a server error occurred; see the error log',
  wechatNoCover:
    'The article has no cover picture, which the official account requires: upload a cover first',
} as const satisfies AreaLike<typeof WEBSITE_ZH>;
