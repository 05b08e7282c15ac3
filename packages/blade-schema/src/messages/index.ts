export * from './codegen';
export * from './language';
export * from './message';
export * from './translator';
export * from './validation';

import { CODEGEN_EN, CODEGEN_ZH } from './codegen';
import { createTranslator } from './translator';
import { VALIDATION_EN, VALIDATION_ZH } from './validation';

/**
 * blade-schema's own messages (the field rules and code generation's refusals) alone: what the
 * SDK's mocks and this package's tests say them with. The server merges the same areas into its
 * catalogue.
 */
export const validationMessages = createTranslator({
  zh: { ...VALIDATION_ZH, ...CODEGEN_ZH },
  en: { ...VALIDATION_EN, ...CODEGEN_EN },
});
