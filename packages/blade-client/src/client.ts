import { storageTabLock } from './auth/tabLock';
import { type BladeClientOptions, type BladeCore, createBladeCore } from './clientCore';
import type { DownloadOptions, DownloadResult } from './core/http';
import { type BladeEventStream, createEventStream } from './events/eventStream';
import { createDefinitionApis, type DefinitionApis } from './resources/definitions';
import { createDeskApi } from './resources/desk';
import { createDevelopApi } from './resources/develop';
import { createFlowApi } from './resources/flow';
import { createLogApi } from './resources/log';
import { createResourceApi } from './resources/resource';
import { createSiteApi } from './resources/site';
import { createSystemApi } from './resources/system';
import { createUserApi } from './resources/user';
import { createWebsiteApis } from './resources/website';
import type { MailBody, MailResult } from './types/website';

// The core (http, storage, auth, session) is a module of its own, so an app that starts with it
// alone (the console's /login) does not carry the resources below and their definitions.
export interface BladeClient extends BladeCore {
  readonly system: ReturnType<typeof createSystemApi>;
  readonly user: ReturnType<typeof createUserApi>;
  readonly resource: ReturnType<typeof createResourceApi>;
  readonly desk: ReturnType<typeof createDeskApi>;
  readonly log: ReturnType<typeof createLogApi>;
  readonly develop: ReturnType<typeof createDevelopApi>;
  readonly flow: ReturnType<typeof createFlowApi>;
  readonly website: ReturnType<typeof createWebsiteApis>['website'];
  readonly news: ReturnType<typeof createWebsiteApis>['news'];
  readonly contact: ReturnType<typeof createWebsiteApis>['contact'];
  readonly cooperation: ReturnType<typeof createWebsiteApis>['cooperation'];
  readonly company: ReturnType<typeof createWebsiteApis>['company'];
  readonly product: ReturnType<typeof createWebsiteApis>['product'];
  readonly order: ReturnType<typeof createWebsiteApis>['order'];
  readonly report: ReturnType<typeof createWebsiteApis>['report'];
  /** Every registered definition's four calls, typed by its row: `client.resources.carousel.list()`. */
  readonly resources: DefinitionApis;
  /** The public website's reads (no token; the tenant is the site address's). */
  readonly site: ReturnType<typeof createSiteApi>;
  /** POST `/sendMail` with the body as JSON: a plain-text mail to one address (administrators). */
  sendMail(body: MailBody): Promise<MailResult>;
  /**
   * The event stream (`GET /blade-desk/events`): one connection per browser, shared by its tabs;
   * it connects when something subscribes (`useBladeEvents`), and stops when nothing listens.
   */
  readonly events: BladeEventStream;
  /** GET a file as a Blob with its file name (export buttons, attachments). */
  download(url: string, options?: DownloadOptions): Promise<DownloadResult>;
  /** A signed link (60 s) a browser can open itself for one file download; no token in the URL. */
  downloadLink(url: string, params?: object): Promise<string>;
}

/** The whole SDK over an existing core (the same http, storage, auth and session objects). */
export function withBladeApis(core: BladeCore): BladeClient {
  const { http } = core;
  return {
    ...core,
    system: createSystemApi(http),
    user: createUserApi(http),
    resource: createResourceApi(http),
    desk: createDeskApi(http),
    log: createLogApi(http),
    develop: createDevelopApi(http),
    flow: createFlowApi(http),
    ...createWebsiteApis(http),
    resources: createDefinitionApis(http),
    site: createSiteApi(http),
    events: createEventStream({
      http,
      lock: storageTabLock(core.storage, 'events-leader', 'eventsLock'),
      channelName: `${core.storage.prefix}-events`,
    }),
    sendMail: (body) => http.post<MailResult>('/sendMail', body),
    download: (url, downloadOptions) => http.download(url, downloadOptions),
    downloadLink: (url, params) => http.downloadLink(url, params),
  };
}

/** Builds the SDK: one http core, the session over its storage, and every resource of SPEC §7. */
export function createBladeClient(options: BladeClientOptions = {}): BladeClient {
  return withBladeApis(createBladeCore(options));
}
