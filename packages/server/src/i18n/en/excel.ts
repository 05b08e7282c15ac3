import type { AreaLike } from '@blade-console/blade-schema';
import type { EXCEL_ZH } from '../zh/excel';

export const EXCEL_EN = {} as const satisfies AreaLike<typeof EXCEL_ZH>;
