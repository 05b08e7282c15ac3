/**
 * Messages of services/website/wechat: the account API's failures in the words of its admin pages
 * (公众平台), and the checks of an article's images. The sync's own answers are in `website`.
 */
export const WECHAT_ZH = {
  /** The account API's global return codes and the draft/publish pages' (errors.ts). */
  busy: '微信系统繁忙，请稍后重试',
  tokenInvalid: '公众号访问令牌无效，重新获取后仍被拒绝：请检查 AppSecret 是否已在公众平台重置',
  tokenExpired: '公众号访问令牌已过期，重新获取后仍被拒绝，请稍后重试',
  appIdInvalid: '公众号 AppID 无效：请检查 WECHAT_APP_ID',
  appSecretInvalid: '公众号 AppSecret 无效：请检查 WECHAT_APP_SECRET（公众平台「设置与开发 › 基本配置」）',
  appSecretFrozen: '公众号 AppSecret 已被冻结：请在公众平台解冻后重试',
  ipNotAllowed:
    '本服务器的 IP 不在公众号的 IP 白名单中：请在公众平台「设置与开发 › 基本配置 › IP 白名单」中添加',
  /** 40164 with the refused address WeChat names. */
  ipNotAllowedFrom:
    '本服务器的 IP 不在公众号的 IP 白名单中：请在公众平台「设置与开发 › 基本配置 › IP 白名单」中添加（本服务器的出口 IP：{{ip}}）',
  dailyLimit: '公众号接口今日调用次数已达上限：请明天再试，或在公众平台清零调用次数',
  tooFrequent: '公众号接口调用过于频繁，请稍后重试',
  mediaInvalid: '公众号素材无效（media_id 不正确或已删除），请重新同步',
  noPermission: '公众号没有该接口的权限：草稿箱与发布接口需要已认证的公众号',
  contentTooLong: '正文超过公众号的长度限制（2 万字、1 MB），请删减正文后重试',
  titleTooLong: '标题超过公众号的长度限制（32 个字），请缩短标题后重试',
  digestTooLong: '摘要超过公众号的长度限制，请缩短摘要后重试',
  authorTooLong: '作者超过公众号的长度限制（16 个字），请缩短作者后重试',
  imageFormat: '图片格式公众号不支持，请使用 JPG 或 PNG 图片',
  imageSize: '图片大小超过公众号的限制（封面 10 MB，正文图片 1 MB）',
  noMassQuota: '公众号没有群发额度，暂时不能发布',
  draftCheckFailed: '草稿未通过公众号的发布检查，请到公众平台草稿箱查看原因',
  draftUseOnSite: '需要到公众平台官网使用该草稿',
  draftSaveOnSite: '需要到公众平台手动保存该草稿后再发表',
  /** A code without a message of ours: the account's own words (`errmsg`). */
  failed: '微信公众号返回错误 {{code}}：{{reason}}',
  failedUnexplained: '微信公众号返回错误 {{code}}：（无说明）',
  /** The calls themselves (wechat-api.ts, wechat-publisher.ts). */
  noToken: '微信公众号接口没有返回访问令牌，请稍后重试',
  timeout: '连接微信公众号接口超时（{{seconds}} 秒），请稍后重试',
  unreachable: '无法连接微信公众号接口 {{host}}，请检查网络或 WECHAT_API_BASE',
  unrecognized: '微信公众号接口返回了无法识别的答复（HTTP {{status}}），请稍后重试',
  noDraftId: '微信公众号没有返回草稿编号，请稍后重试',
  noCoverId: '微信公众号没有返回封面素材编号，请稍后重试',
  noImageUrl: '微信公众号没有返回正文图片 {{name}} 的地址，请稍后重试',
  /** An article's images (article-images.ts); `{{label}}` is one of the two below. */
  coverImage: '封面图片',
  bodyImage: '正文图片 {{link}}',
  imageNotOurs: '{{label}}不是本站的文件：公众号只能同步本站上传的图片，请在编辑器中重新上传该图片',
  imageMissing: '{{label}}的文件不存在，请重新上传该图片',
  imageSvg: '{{label}}是 SVG 文件，公众号不支持，请上传 JPG 或 PNG 图片',
  imageSvgTooLarge: '{{label}}是过大的 SVG，请改用 JPG 或 PNG',
  imageSvgBroken: '{{label}}是无法转换的 SVG，请改用 JPG 或 PNG',
  imageFormatNamed: '{{label}}的格式 {{format}} 公众号不支持，请使用 {{formats}} 图片',
  imageFormatUnknown: '{{label}}的格式公众号不支持，请使用 {{formats}} 图片',
  imageTooLarge: '{{label}}超过公众号的大小限制（{{mb}} MB），请压缩后重新上传',
} as const;
