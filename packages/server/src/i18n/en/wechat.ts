import type { AreaLike } from '@blade-console/blade-schema';
import type { WECHAT_ZH } from '../zh/wechat';

export const WECHAT_EN = {
  busy: 'The WeChat system is busy: try again later',
  tokenInvalid:
    "The official account's access token is invalid and a new one was refused too: check whether the AppSecret was reset on the WeChat Official Accounts Platform",
  tokenExpired:
    "The official account's access token has expired and a new one was refused too: try again later",
  appIdInvalid: "The official account's AppID is invalid: check WECHAT_APP_ID",
  appSecretInvalid:
    "The official account's AppSecret is invalid: check WECHAT_APP_SECRET (on the Official Accounts Platform, under Settings and Development › Basic Configuration)",
  appSecretFrozen:
    "The official account's AppSecret is frozen: unfreeze it on the Official Accounts Platform, then try again",
  ipNotAllowed:
    "This server's IP address is not on the official account's IP whitelist: add it on the Official Accounts Platform, under Settings and Development › Basic Configuration › IP Whitelist",
  ipNotAllowedFrom:
    "This server's IP address is not on the official account's IP whitelist: add it on the Official Accounts Platform, under Settings and Development › Basic Configuration › IP Whitelist (this server's outgoing IP address: {{ip}})",
  dailyLimit:
    "The official account's API has reached today's call limit: try again tomorrow, or reset the call count on the Official Accounts Platform",
  tooFrequent: "The official account's API is being called too often: try again later",
  mediaInvalid: "The official account's media is invalid (the media_id is wrong or was deleted): sync again",
  noPermission:
    'The official account may not use this API: drafts and publishing need a verified official account',
  contentTooLong:
    'The body is longer than the official account allows (20,000 characters, 1 MB): shorten it and try again',
  titleTooLong:
    'The title is longer than the official account allows (32 characters): shorten it and try again',
  digestTooLong: 'The summary is longer than the official account allows: shorten it and try again',
  authorTooLong:
    'The author is longer than the official account allows (16 characters): shorten it and try again',
  imageFormat: 'The official account does not accept this image format: use a JPG or PNG image',
  imageSize:
    'The image is larger than the official account allows (10 MB for the cover, 1 MB for a body image)',
  noMassQuota: 'The official account has no broadcast quota left and cannot publish for now',
  draftCheckFailed:
    "The draft did not pass the official account's publishing checks: see why in the drafts on the Official Accounts Platform",
  draftUseOnSite: 'This draft must be used on the Official Accounts Platform website',
  draftSaveOnSite:
    'This draft must be saved by hand on the Official Accounts Platform before it can be published',
  failed: 'The WeChat official account answered with error {{code}}: {{reason}}',
  failedUnexplained: 'The WeChat official account answered with error {{code}} (no explanation given)',
  noToken: "The WeChat official account's API returned no access token: try again later",
  timeout: "Connecting to the WeChat official account's API timed out ({{seconds}} s): try again later",
  unreachable:
    "Cannot connect to the WeChat official account's API at {{host}}: check the network or WECHAT_API_BASE",
  unrecognized:
    "The WeChat official account's API gave an answer that could not be understood (HTTP {{status}}): try again later",
  noDraftId: 'The WeChat official account returned no draft id: try again later',
  noCoverId: 'The WeChat official account returned no media id for the cover: try again later',
  noImageUrl: 'The WeChat official account returned no address for the body image {{name}}: try again later',
  coverImage: 'The cover image',
  bodyImage: 'The body image {{link}}',
  imageNotOurs:
    '{{label}} is not a file of this site: the official account can only take images uploaded to this site, so upload it again in the editor',
  imageMissing: "{{label}} is missing from this site's files: upload the image again",
  imageSvg: '{{label}} is an SVG file, which the official account does not accept: upload a JPG or PNG image',
  imageSvgTooLarge: '{{label}} is an SVG that is too large: use a JPG or PNG instead',
  imageSvgBroken: '{{label}} is an SVG that cannot be converted: use a JPG or PNG instead',
  imageFormatNamed:
    '{{label}} is in {{format}} format, which the official account does not accept: use {{formats}}',
  imageFormatUnknown: '{{label}} is in a format the official account does not accept: use {{formats}}',
  imageTooLarge:
    '{{label}} is larger than the official account allows ({{mb}} MB): compress it and upload it again',
} as const satisfies AreaLike<typeof WECHAT_ZH>;
