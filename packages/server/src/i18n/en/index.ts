import { type CatalogueLike, VALIDATION_EN } from '@blade-console/blade-schema';
import type { ZH } from '../zh';
import { AUTH_EN, USER_REF_EN } from './auth';
import { CRUD_EN } from './crud';
import { HTTP_EN, REQUEST_PART_EN } from './http';

/** The server's English catalogue: every area and name of the Chinese one (the compiler holds it to that). */
export const EN = {
  ...VALIDATION_EN,
  http: HTTP_EN,
  requestPart: REQUEST_PART_EN,
  auth: AUTH_EN,
  userRef: USER_REF_EN,
  crud: CRUD_EN,
} as const satisfies CatalogueLike<typeof ZH>;
