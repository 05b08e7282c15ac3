export * from './language';
export * from './message';
export * from './translator';
export * from './validation';

import { createTranslator } from './translator';
import { VALIDATION_EN, VALIDATION_ZH } from './validation';

/** The field rules' messages alone: what the SDK's mocks and the rules' own tests say them with. */
export const validationMessages = createTranslator({ zh: VALIDATION_ZH, en: VALIDATION_EN });
