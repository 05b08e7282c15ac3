import type { AreaLike } from '@blade-console/blade-schema';
import type { WEBSITE_ZH } from '../zh/website';

export const WEBSITE_EN = {} as const satisfies AreaLike<typeof WEBSITE_ZH>;
