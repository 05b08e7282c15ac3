import type { Message } from '@blade-console/blade-schema';
import {
  OutboundFormData,
  type OutboundRequestInit,
  type OutboundResponse,
  outboundFetch,
  outboundRefusalIn,
} from '../../../http/outbound';
import { msg } from '../../../i18n';
import { describeWechatFailure, TOKEN_ERRORS, type WechatFailure } from './errors';
import { type ImageFile, PublishError } from './publisher';

export interface WechatCredentials {
  appId: string;
  appSecret: string;
  /** `https://api.weixin.qq.com`, or a fake's address in tests; no trailing slash. */
  apiBase: string;
}

export interface WechatApiOptions {
  /** How long one call may take (default 15 s; uploads get twice as long). */
  timeoutMs?: number;
  /** The clock, for the token's expiry. */
  now?: () => number;
}

/** A token is used until this long before the account says it expires. */
const EXPIRY_MARGIN_MS = 5 * 60_000;

interface CachedToken {
  value: string;
  expiresAt: number;
}

type Answer = Record<string, unknown> & Partial<WechatFailure>;

function failed(answer: Answer): answer is Answer & WechatFailure {
  return typeof answer.errcode === 'number' && answer.errcode !== 0;
}

/**
 * The WeChat official account API (公众号) over Node's fetch: no SDK, since the four calls this
 * needs are plain JSON and multipart requests and the maintained Node SDKs bring whole frameworks.
 *
 * The access token travels in the query string by WeChat's design, so no address is ever put in
 * an error or a log line: failures become `PublishError`s with a person's message. The token comes
 * from `stable_token`, which takes the secret in its body (not the address) and does not invalidate
 * the token other systems of the same account hold. It is cached per process until shortly before
 * it expires; an answer saying it is invalid or expired drops it, and the call is tried once more.
 */
export class WechatApi {
  private token: CachedToken | undefined;
  private pendingToken: Promise<string> | undefined;
  private readonly timeoutMs: number;
  private readonly now: () => number;

  constructor(
    private readonly credentials: WechatCredentials,
    options: WechatApiOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.now = options.now ?? Date.now;
  }

  /** `POST path?access_token=` with a JSON body; the answer when its `errcode` is 0 or absent. */
  postJson(path: string, body: unknown): Promise<Answer> {
    return this.withToken((token) =>
      this.send(this.address(path, { access_token: token }), {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(body),
      }),
    );
  }

  /** `POST path?access_token=&…query` with the file as the multipart field `media`. */
  upload(path: string, file: ImageFile, query: Record<string, string> = {}): Promise<Answer> {
    return this.withToken((token) => {
      const form = new OutboundFormData();
      // A copy on a plain ArrayBuffer: what Blob takes under both Node's and the DOM's types.
      form.append('media', new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.filename);
      return this.send(
        this.address(path, { access_token: token, ...query }),
        { method: 'POST', body: form },
        this.timeoutMs * 2,
      );
    });
  }

  /** Forgets the cached token (the account said it is no longer valid). */
  dropToken(value: string): void {
    if (this.token?.value === value) this.token = undefined;
  }

  /** A valid access token: the cached one, or a new one (concurrent callers share one request). */
  async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now()) return this.token.value;
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = undefined;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const answer = await this.send(this.address('/cgi-bin/stable_token'), {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({
        grant_type: 'client_credential',
        appid: this.credentials.appId,
        secret: this.credentials.appSecret,
        force_refresh: false,
      }),
    });
    if (failed(answer)) throw new PublishError(this.describe(answer));
    const value = answer.access_token;
    const expiresIn = Number(answer.expires_in);
    if (typeof value !== 'string' || !value || !Number.isFinite(expiresIn)) {
      throw new PublishError(msg('wechat.noToken'));
    }
    const lifetime = expiresIn * 1000;
    // A short-lived token (tests, or an account near its limits) is used for half its life.
    const usable = lifetime > 2 * EXPIRY_MARGIN_MS ? lifetime - EXPIRY_MARGIN_MS : lifetime / 2;
    this.token = { value, expiresAt: this.now() + usable };
    return value;
  }

  private async withToken(call: (token: string) => Promise<Answer>): Promise<Answer> {
    const token = await this.accessToken();
    let answer = await call(token);
    if (failed(answer) && TOKEN_ERRORS.has(answer.errcode)) {
      this.dropToken(token);
      answer = await call(await this.accessToken());
    }
    if (failed(answer)) throw new PublishError(this.describe(answer));
    return answer;
  }

  private address(path: string, query: Record<string, string> = {}): string {
    const url = new URL(`${this.credentials.apiBase}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }

  /** One request; whatever goes wrong becomes a PublishError that names no address. */
  private async send(
    address: string,
    init: OutboundRequestInit,
    timeoutMs = this.timeoutMs,
  ): Promise<Answer> {
    let response: OutboundResponse;
    try {
      response = await outboundFetch(address, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const refusal = outboundRefusalIn(error);
      if (refusal) throw new PublishError(refusal.said);
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new PublishError(msg('wechat.timeout', { seconds: Math.round(timeoutMs / 1000) }));
      }
      throw new PublishError(msg('wechat.unreachable', { host: new URL(address).host }));
    }
    const text = await response.text().catch(() => '');
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = undefined;
    }
    if (!response.ok || typeof answer !== 'object' || answer === null) {
      throw new PublishError(msg('wechat.unrecognized', { status: response.status }));
    }
    return answer as Answer;
  }

  /**
   * The failure as a message, with the secret and token blanked should the account echo them (its
   * `errmsg` is the only text of the answer a message repeats).
   */
  private describe(failure: WechatFailure): Message {
    let errmsg = String(failure.errmsg ?? '');
    for (const secret of [this.credentials.appSecret, this.token?.value]) {
      if (secret) errmsg = errmsg.replaceAll(secret, '******');
    }
    return describeWechatFailure({ errcode: failure.errcode, errmsg });
  }
}
