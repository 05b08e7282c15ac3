import { CODEGEN_EN, CODEGEN_ZH } from './messages/codegen';
import { createTranslator } from './messages/translator';
import { VALIDATION_EN, VALIDATION_ZH } from './messages/validation';

/*
 * Saying messages (`@blade-console/blade-schema/translate`): i18next behind the catalogues. A subpath
 * of its own, so what imports the definitions (the console's sign-in page through ui) never loads
 * i18next; the server and the SDK's mocks import it.
 */
export { createTranslator, paramsIn } from './messages/translator';

/**
 * blade-schema's own messages (the field rules and code generation's refusals) alone: what the
 * SDK's mocks and this package's tests say them with. The server merges the same areas into its
 * catalogue.
 */
export const validationMessages = createTranslator({
  zh: { ...VALIDATION_ZH, ...CODEGEN_ZH },
  en: { ...VALIDATION_EN, ...CODEGEN_EN },
});
