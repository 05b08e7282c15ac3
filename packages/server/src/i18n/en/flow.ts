import type { AreaLike } from '@blade-console/blade-schema';
import type { FLOW_ZH } from '../zh/flow';

export const FLOW_EN = {} as const satisfies AreaLike<typeof FLOW_ZH>;
