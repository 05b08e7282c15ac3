import { attachResource, ossResource, smsResource } from '@blade-console/blade-schema';
import type { BladeHttp } from '../core/http';
import type { Id } from '../types/envelope';
import type {
  OssConnectionInput,
  OssConnectionResult,
  OssFile,
  SendMessageInput,
  SmsSendReport,
} from '../types/resource';
import { type MutationResult, resourceApi } from './crud';

const RESOURCE = '/blade-resource';

/** `/blade-resource`: storage and SMS configurations, attachments, the upload endpoint. */
export function createResourceApi(http: BladeHttp) {
  return {
    oss: {
      ...resourceApi(http, ossResource),
      /** Makes this configuration the tenant's active one. */
      enable: (id: Id) => http.postQuery<MutationResult>(`${RESOURCE}/oss/enable`, { id }),
      /** Writes and deletes a probe object with these settings (a saved row by `id`, the form's values over it). */
      testConnection: (input: OssConnectionInput) =>
        http.post<OssConnectionResult>(`${RESOURCE}/oss/test-connection`, input),
      /** Uploads a file (multipart `file`); the avatar field stores `link`. */
      putFile: (file: Blob, filename?: string) => {
        const form = new FormData();
        if (filename === undefined) form.append('file', file);
        else form.append('file', file, filename);
        return http.post<OssFile>(`${RESOURCE}/oss/endpoint/put-file`, form);
      },
    },
    sms: {
      ...resourceApi(http, smsResource),
      enable: (id: Id) => http.postQuery<MutationResult>(`${RESOURCE}/sms/enable`, { id }),
      /** Sends through the enabled (or named) configuration; answers each phone's result. */
      sendMessage: (input: SendMessageInput) =>
        http.postQuery<SmsSendReport>(`${RESOURCE}/sms/endpoint/send-message`, input),
    },
    attach: resourceApi(http, attachResource),
  };
}

export type ResourceApi = ReturnType<typeof createResourceApi>;
