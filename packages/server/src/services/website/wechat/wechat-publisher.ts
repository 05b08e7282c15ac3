import { msg } from '../../../i18n';
import { replaceImageSources } from './article-html';
import type { NewsPublisher, PublishArticle, PublishResult } from './publisher';
import { PublishError } from './publisher';
import type { WechatApi } from './wechat-api';

/** The account shows at most this much of a digest; a longer summary is cut rather than refused. */
const DIGEST_MAX = 120;

function digestOf(summary: string): string {
  const chars = [...summary.trim()];
  return chars.length > DIGEST_MAX ? `${chars.slice(0, DIGEST_MAX - 1).join('')}…` : chars.join('');
}

function text(answer: Record<string, unknown>, key: string): string | undefined {
  const value = answer[key];
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * Publishes to a WeChat official account the way its admin pages do: the cover as a permanent image
 * (`material/add_material`), each body image through `media/uploadimg` (the body may only show
 * images on WeChat's own host), the article as a draft (`draft/add`), then the draft submitted for
 * publishing (`freepublish/submit`). Publishing finishes asynchronously on WeChat's side: the
 * answer is the draft's media id and the publish task's id.
 */
export class WechatPublisher implements NewsPublisher {
  constructor(private readonly api: WechatApi) {}

  async publish(article: PublishArticle): Promise<PublishResult> {
    const thumbMediaId = await this.uploadCover(article);
    const content = await this.uploadBodyImages(article);
    const draft = await this.api.postJson('/cgi-bin/draft/add', {
      articles: [
        {
          article_type: 'news',
          title: article.title,
          author: article.author,
          digest: digestOf(article.digest),
          content,
          content_source_url: article.sourceUrl,
          thumb_media_id: thumbMediaId,
          need_open_comment: 0,
          only_fans_can_comment: 0,
        },
      ],
    });
    const mediaId = text(draft, 'media_id');
    if (!mediaId) throw new PublishError(msg('wechat.noDraftId'));
    const submitted = await this.api.postJson('/cgi-bin/freepublish/submit', { media_id: mediaId });
    return { mediaId, publishId: text(submitted, 'publish_id') };
  }

  private async uploadCover(article: PublishArticle): Promise<string> {
    const answer = await this.api.upload('/cgi-bin/material/add_material', article.cover, { type: 'image' });
    const mediaId = text(answer, 'media_id');
    if (!mediaId) throw new PublishError(msg('wechat.noCoverId'));
    return mediaId;
  }

  /** The body with each image's `src` replaced by the address WeChat gave it. */
  private async uploadBodyImages(article: PublishArticle): Promise<string> {
    const addresses = new Map<string, string>();
    for (const [src, image] of article.images) {
      const answer = await this.api.upload('/cgi-bin/media/uploadimg', image);
      const url = text(answer, 'url');
      if (!url) throw new PublishError(msg('wechat.noImageUrl', { name: image.filename }));
      addresses.set(src, url);
    }
    return addresses.size ? replaceImageSources(article.content, addresses) : article.content;
  }
}
