import { type CatalogueLike, CODEGEN_EN, VALIDATION_EN } from '@blade-console/blade-schema';
import type { ZH } from '../zh';
import { AUTH_EN, USER_REF_EN } from './auth';
import { CRUD_EN } from './crud';
import { DEVELOP_EN } from './develop';
import { EXCEL_EN } from './excel';
import { FLOW_EN } from './flow';
import { HISTORY_EN } from './history';
import { HTTP_EN, REQUEST_PART_EN } from './http';
import { RESOURCE_EN } from './resource';
import { SIGN_IN_EN } from './sign-in';
import { SYSTEM_EN } from './system';
import { USER_EN } from './user';
import { WEBSITE_EN } from './website';
import { WECHAT_EN } from './wechat';

/** The server's English catalogue: every area and name of the Chinese one (the compiler holds it to that). */
export const EN = {
  ...VALIDATION_EN,
  ...CODEGEN_EN,
  http: HTTP_EN,
  requestPart: REQUEST_PART_EN,
  auth: AUTH_EN,
  userRef: USER_REF_EN,
  crud: CRUD_EN,
  history: HISTORY_EN,
  signIn: SIGN_IN_EN,
  user: USER_EN,
  system: SYSTEM_EN,
  flow: FLOW_EN,
  develop: DEVELOP_EN,
  resource: RESOURCE_EN,
  website: WEBSITE_EN,
  wechat: WECHAT_EN,
  excel: EXCEL_EN,
} as const satisfies CatalogueLike<typeof ZH>;
