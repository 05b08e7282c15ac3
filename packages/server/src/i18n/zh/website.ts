/** Messages of services/website (the area's own words; the shared ones are in http, crud and validation). */
export const WEBSITE_ZH = {
  /** Public reads. */
  newsNotFound: '新闻不存在或未发布',
  /** Orders. */
  quoted: '「{{name}}」',
  statusOr: '或',
  orderMoveOnly: '{{label}}不能从{{from}}改为{{to}}，只能改为{{allowed}}',
  orderMoveNone: '{{label}}不能从{{from}}改为{{to}}，{{from}}的订单不能再改状态',
  notBeforeToday: '{{label}}不能早于今天',
  regionUnknown: '{{label}}不存在，请从地区列表中选择',
  trackingNoBusy: '运单号暂时无法分配，请稍后重试',
  /** Reports. */
  datasetUnknown: '报表的数据集「{{name}}」不存在，请编辑报表重新选择',
  /** Mail. */
  recipientInvalid: '收件人格式不正确',
  subjectLineBreak: '主题不能换行',
  mailSent: '邮件已发送',
  mailQueued: '邮件已保存到发件箱，等待发送',
  mailRefusedAddress: '{{reason}}，邮件未发送',
  smtpUnreachable: '邮件服务器无法连接，邮件未发送',
  smtpRefused: '邮件服务器拒绝了这封邮件（{{code}}），邮件未发送',
  /** WeChat official account. */
  wechatNotConfigured: '未配置微信公众号：请设置 WECHAT_APP_ID 和 WECHAT_APP_SECRET',
  wechatSuperAdminOnly: '只有平台管理员可以同步到集团的微信公众号',
  wechatPublishedOnly: '只有已发布的新闻才能同步到公众号：请先发布该新闻',
  wechatSyncing: '该新闻正在同步到公众号，请稍候',
  wechatSynced: '已同步到公众号',
  wechatSyncedTask: '已同步到公众号：发布任务 {{id}} 已提交，微信处理完成后文章出现在公众号主页',
  wechatSyncFailed: '同步到公众号失败：{{reason}}',
  wechatSyncServerError: '同步到公众号失败：服务器异常，请查看错误日志',
  wechatNoCover: '新闻没有封面图片：公众号图文必须有封面，请先上传封面',
} as const;
