import { CODEGEN_ZH, VALIDATION_ZH } from '@blade-console/blade-schema';
import { AUTH_ZH, USER_REF_ZH } from './auth';
import { CRUD_ZH } from './crud';
import { DEVELOP_ZH } from './develop';
import { EXCEL_ZH } from './excel';
import { FLOW_ZH } from './flow';
import { HISTORY_ZH } from './history';
import { HTTP_ZH, REQUEST_PART_ZH } from './http';
import { RESOURCE_ZH } from './resource';
import { SIGN_IN_ZH } from './sign-in';
import { SYSTEM_ZH } from './system';
import { USER_ZH } from './user';
import { WEBSITE_ZH } from './website';
import { WECHAT_ZH } from './wechat';

/** The server's Chinese catalogue, by area (one file each), with blade-schema's field rules and codegen refusals. */
export const ZH = {
  ...VALIDATION_ZH,
  ...CODEGEN_ZH,
  http: HTTP_ZH,
  requestPart: REQUEST_PART_ZH,
  auth: AUTH_ZH,
  userRef: USER_REF_ZH,
  crud: CRUD_ZH,
  history: HISTORY_ZH,
  signIn: SIGN_IN_ZH,
  user: USER_ZH,
  system: SYSTEM_ZH,
  flow: FLOW_ZH,
  develop: DEVELOP_ZH,
  resource: RESOURCE_ZH,
  website: WEBSITE_ZH,
  wechat: WECHAT_ZH,
  excel: EXCEL_ZH,
} as const;
