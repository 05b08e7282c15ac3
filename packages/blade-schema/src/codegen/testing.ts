/*
 * What the code generator's tests share (not part of the package's API): a setting to generate
 * from, and a way to run a generated definition module.
 */
import type { ResourceDef } from '../define';
import * as define from '../define';
import type { Language } from '../messages';
import { validationMessages } from '../translate';
import { CodegenError } from './fields';
import type { CodeInput } from './types';

/** The setting of a logistics shipment area, as a person fills it in. */
export const SHIPMENT_CODE: CodeInput = {
  serviceName: 'blade-logistics',
  codeName: '货运单',
  tableName: 'demo_shipment',
  tablePrefix: 'demo_',
  packageName: 'org.blade.logistics',
};

/**
 * Runs a generated module whose one export is `export const <name> = <expression>;`, with the
 * define builders in scope (its only import): what the module exports.
 */
export function evaluateDefinition(source: string): ResourceDef {
  const body = source
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .join('\n')
    .replace(/^export const \w+ = /m, 'return ');
  return new Function(...Object.keys(define), body)(...Object.values(define)) as ResourceDef;
}

/** The refusal `run` throws, said in `language` (Chinese unless told): fails when it throws none. */
export function refusalOf(run: () => unknown, language: Language = 'zh'): string {
  try {
    run();
  } catch (error) {
    if (error instanceof CodegenError) return validationMessages.translate(language, error.said);
    throw error;
  }
  throw new Error('no CodegenError was thrown');
}
