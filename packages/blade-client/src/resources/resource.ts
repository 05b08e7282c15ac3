import type { BladeHttp } from '../core/http';
import type { Id } from '../types/envelope';
import type { Attach, Oss, OssFile, SendMessageInput, Sms } from '../types/resource';
import { crudResource, type MutationResult } from './crud';

const RESOURCE = '/blade-resource';

/** `/blade-resource`: storage and SMS configurations, attachments, the upload endpoint. */
export function createResourceApi(http: BladeHttp) {
  return {
    oss: {
      ...crudResource<Oss>(http, `${RESOURCE}/oss`),
      /** Makes this configuration the tenant's active one. */
      enable: (id: Id) => http.postQuery<MutationResult>(`${RESOURCE}/oss/enable`, { id }),
      /** Uploads a file (multipart `file`); the avatar field stores `link`. */
      putFile: (file: Blob, filename?: string) => {
        const form = new FormData();
        if (filename === undefined) form.append('file', file);
        else form.append('file', file, filename);
        return http.post<OssFile>(`${RESOURCE}/oss/endpoint/put-file`, form);
      },
    },
    sms: {
      ...crudResource<Sms>(http, `${RESOURCE}/sms`),
      enable: (id: Id) => http.postQuery<MutationResult>(`${RESOURCE}/sms/enable`, { id }),
      sendMessage: (input: SendMessageInput) =>
        http.postQuery<MutationResult>(`${RESOURCE}/sms/endpoint/send-message`, input),
    },
    attach: crudResource<Attach>(http, `${RESOURCE}/attach`),
  };
}

export type ResourceApi = ReturnType<typeof createResourceApi>;
