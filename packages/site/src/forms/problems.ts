import { phoneProblem } from '@blade-console/blade-schema';
import type { TFunction } from 'i18next';

/**
 * A field's problem as an i18n key of namespace `site` with its values; `label` is itself a key
 * (the field's label), translated when shown, so the message names the field as the form does.
 */
export interface FieldProblem {
  key: string;
  label?: string;
  max?: number;
}

export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

/** The problem of a required or optional text: empty (when required) or too long. */
export function textProblem(
  value: string,
  label: string,
  max: number,
  { required = true, errors }: { required?: boolean; errors: string },
): FieldProblem | undefined {
  const trimmed = value.trim();
  if (!trimmed) return required ? { key: `${errors}.required`, label } : undefined;
  if (trimmed.length > max) return { key: `${errors}.tooLong`, label, max };
  return undefined;
}

/** SPEC §5's phone check (empty, length, format), with the field's own three messages. */
export function phoneCheck(value: string, messages: { empty: string; length: string; format: string }) {
  const problem = phoneProblem(value);
  return problem ? { key: messages[problem === 'empty' ? 'empty' : problem] } : undefined;
}

/** Keeps only the fields that have a problem (undefined values dropped). */
export function compact<F extends string>(all: Record<F, FieldProblem | undefined>): Problems<F> {
  return Object.fromEntries(Object.entries(all).filter(([, problem]) => problem)) as Problems<F>;
}

/** A problem in the visitor's language: the message with the field's label in it. */
export function problemText(t: TFunction<'site'>, problem?: FieldProblem): string | undefined {
  if (!problem) return undefined;
  return t(problem.key as never, {
    label: problem.label ? t(problem.label as never) : '',
    max: problem.max,
  }) as string;
}
