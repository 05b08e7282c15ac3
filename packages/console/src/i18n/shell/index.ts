import { registerStrings } from '@blade-console/ui/i18n';
import { zh } from './zh';

/** English is loaded the first time it is needed. */
const loadEn = () => import('./en').then((module) => module.en);

/** Adds the signed-in pages' strings to the `console` namespace (idempotent). */
export function registerShellStrings(): void {
  registerStrings('console', { zh, en: loadEn });
}
