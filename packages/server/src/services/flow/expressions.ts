import type { Message } from '@blade-console/blade-schema';
import jexl from 'jexl';
import { msg } from '../../i18n';

/*
 * `${...}` expressions of Flowable models (assignees, candidates, sequence-flow conditions) are
 * evaluated with Jexl: a maintained expression language that only reads the variables it is given and
 * cannot reach JavaScript's globals, constructors or `eval`, so a model uploaded by a user cannot run
 * code on the server. JUEL's word operators (`and`, `or`, `not`, `eq`, `ne`, `gt`, `ge`, `lt`, `le`)
 * are added so conditions written for Flowable read the same here.
 */
const juel = new jexl.Jexl();
juel.addBinaryOp('and', 10, (a: unknown, b: unknown) => Boolean(a) && Boolean(b));
juel.addBinaryOp('or', 10, (a: unknown, b: unknown) => Boolean(a) || Boolean(b));
juel.addBinaryOp('eq', 20, (a: unknown, b: unknown) => a === b);
juel.addBinaryOp('ne', 20, (a: unknown, b: unknown) => a !== b);
juel.addBinaryOp('gt', 20, (a: unknown, b: unknown) => Number(a) > Number(b));
juel.addBinaryOp('ge', 20, (a: unknown, b: unknown) => Number(a) >= Number(b));
juel.addBinaryOp('lt', 20, (a: unknown, b: unknown) => Number(a) < Number(b));
juel.addBinaryOp('le', 20, (a: unknown, b: unknown) => Number(a) <= Number(b));
juel.addUnaryOp('not', (a: unknown) => !a);

// A whole expression holds no second `${`: `${a},${b}` (two candidates) is text with two expressions.
const WHOLE = /^\s*[$#]\{((?:(?![$#]\{)[\s\S])*)\}\s*$/;
const PART = /[$#]\{([^}]*)\}/g;

/** Whether a text holds an expression at all (a literal assignee does not). */
export function isExpression(text: string): boolean {
  return /[$#]\{/.test(text);
}

/**
 * The value of `text` over `variables`: a whole `${expr}` gives the expression's value (a boolean for
 * a condition), text with expressions inside gives the text with their values, plain text itself.
 * An expression that does not parse throws (the model is wrong: the step fails, nothing is saved).
 */
export function evaluate(text: string, variables: Record<string, unknown>): unknown {
  const whole = WHOLE.exec(text);
  if (whole) return juel.evalSync(whole[1] ?? '', variables);
  if (!isExpression(text)) return text;
  return text.replace(PART, (_, expr: string) => String(juel.evalSync(expr, variables) ?? ''));
}

/**
 * Why `text` would fail to evaluate, or undefined when every expression in it parses (model
 * validation at deploy time). An opened `${` that never closes counts as a fault: at run time it would
 * silently be kept as text.
 */
export function expressionProblem(text: string): Message | string | undefined {
  const whole = WHOLE.exec(text);
  const parts = whole ? [whole[1] ?? ''] : [...text.matchAll(PART)].map((m) => m[1] ?? '');
  if (!whole && isExpression(text.replace(PART, ''))) return msg('flow.unclosedExpression');
  for (const part of parts) {
    if (!part.trim()) return msg('flow.emptyExpression');
    try {
      juel.compile(part);
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
  return undefined;
}

/** bpmn-elements' `expressions` option: conditions and attributes resolve over the process variables. */
export const flowExpressions = {
  resolveExpression(expression: string, context?: { environment?: { variables?: Record<string, unknown> } }) {
    return evaluate(expression, context?.environment?.variables ?? {});
  },
};
