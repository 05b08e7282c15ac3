import type { AreaLike } from '@blade-console/blade-schema';
import type { SYSTEM_ZH } from '../zh/system';

export const SYSTEM_EN = {} as const satisfies AreaLike<typeof SYSTEM_ZH>;
