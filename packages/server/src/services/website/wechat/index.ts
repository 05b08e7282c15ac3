export type { ImageFile, NewsPublisher, PublishArticle, PublishResult } from './publisher';
export { PublishError } from './publisher';
export { NOT_CONFIGURED, newsSyncRoutes, wechatPublisherFor } from './routes';
