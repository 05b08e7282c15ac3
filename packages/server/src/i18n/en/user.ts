import type { AreaLike } from '@blade-console/blade-schema';
import type { USER_ZH } from '../zh/user';

export const USER_EN = {} as const satisfies AreaLike<typeof USER_ZH>;
