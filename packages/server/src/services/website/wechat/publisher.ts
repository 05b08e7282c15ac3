import type { Message } from '@blade-console/blade-schema';
import { sayZh } from '../../../i18n';

/** An image ready to send: its bytes and a file name whose extension matches them. */
export interface ImageFile {
  /** A file name with the right extension (the account API checks it), e.g. `cover.png`. */
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A news article as a publisher receives it: already checked, sanitised and with its images read. */
export interface PublishArticle {
  title: string;
  author: string;
  /** The summary shown under the title in the account's message list. */
  digest: string;
  /** Sanitised HTML; its `<img src>` values are keys of `images`. */
  content: string;
  /** The article on the public site (`/newsItem?id=`), linked as "阅读原文". */
  sourceUrl: string;
  cover: ImageFile;
  /** The images of `content`, by the `src` they have there. */
  images: ReadonlyMap<string, ImageFile>;
}

/** What a publisher answers once the article is with the account. */
export interface PublishResult {
  /** The account's id of the article (a draft's `media_id`), kept on the news row. */
  mediaId: string;
  /** The publish task's id, when the account publishes asynchronously. */
  publishId?: string;
}

/**
 * Somewhere a news article can be published (the WeChat official account today). Failures throw a
 * `PublishError` whose message a person can act on.
 */
export interface NewsPublisher {
  publish(article: PublishArticle): Promise<PublishResult>;
}

/**
 * A failure of publishing, with a message meant for the person who asked (shown in the console
 * and kept on the news row). It never carries an address, a secret or a token.
 */
export class PublishError extends Error {
  /** Said in the reader's language (a plain string: WeChat's own words); `message` is the Chinese. */
  readonly said: Message | string;

  constructor(said: Message | string) {
    super(sayZh(said));
    this.said = said;
    this.name = 'PublishError';
  }
}
