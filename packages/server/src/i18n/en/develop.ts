import type { AreaLike } from '@blade-console/blade-schema';
import type { DEVELOP_ZH } from '../zh/develop';

export const DEVELOP_EN = {} as const satisfies AreaLike<typeof DEVELOP_ZH>;
