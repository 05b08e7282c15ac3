import type { AreaLike } from '@blade-console/blade-schema';
import type { SIGN_IN_ZH } from '../zh/sign-in';

export const SIGN_IN_EN = {} as const satisfies AreaLike<typeof SIGN_IN_ZH>;
