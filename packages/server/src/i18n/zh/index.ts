import { VALIDATION_ZH } from '@blade-console/blade-schema';
import { AUTH_ZH, USER_REF_ZH } from './auth';
import { CRUD_ZH } from './crud';
import { HTTP_ZH, REQUEST_PART_ZH } from './http';

/** The server's Chinese catalogue, by area (one file each), with blade-schema's field rules. */
export const ZH = {
  ...VALIDATION_ZH,
  http: HTTP_ZH,
  requestPart: REQUEST_PART_ZH,
  auth: AUTH_ZH,
  userRef: USER_REF_ZH,
  crud: CRUD_ZH,
} as const;
