import type { AreaLike } from '@blade-console/blade-schema';
import type { RESOURCE_ZH } from '../zh/resource';

export const RESOURCE_EN = {} as const satisfies AreaLike<typeof RESOURCE_ZH>;
