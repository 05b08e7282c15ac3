// biome-ignore-all lint/suspicious/noTemplateCurlyInString: BPMN expressions (${...}) are the data under test.
import { describe, expect, it } from 'vitest';
import { sayZh } from '../src/i18n';
import { evaluate, expressionProblem } from '../src/services/flow/expressions';

const problemOf = (text: string) => {
  const problem = expressionProblem(text);
  return problem === undefined ? undefined : sayZh(problem);
};

describe('Flowable expressions over process variables', () => {
  it('JUEL word operators read as Flowable models write them', () => {
    const condition = '${days gt 3 and pass}';
    expect(evaluate(condition, { days: 5, pass: true })).toBe(true);
    expect(evaluate(condition, { days: 3, pass: true })).toBe(false);
    expect(evaluate(condition, { days: 5, pass: false })).toBe(false);
    expect(evaluate('${days le 3 or not pass}', { days: 5, pass: false })).toBe(true);
    expect(evaluate('${leaveType eq "sick" and days ge 2}', { leaveType: 'sick', days: 2 })).toBe(true);
    // A variable whose name starts with an operator's word is still a variable.
    expect(evaluate('${notes ne "" and order lt 2}', { notes: 'x', order: 1 })).toBe(true);
  });

  it('text with several expressions gives the text with each value: two candidates stay two', () => {
    expect(evaluate('${applyUser},${taskUser}', { applyUser: '1', taskUser: 'taskUser_2' })).toBe(
      '1,taskUser_2',
    );
    expect(evaluate('${taskUser}', { taskUser: 'taskUser_2' })).toBe('taskUser_2');
    expect(evaluate('hr', {})).toBe('hr');
  });

  it('expressionProblem names what would fail at run time, and passes what evaluates', () => {
    expect(expressionProblem('${days > 3}')).toBeUndefined();
    expect(expressionProblem('${applyUser},${taskUser}')).toBeUndefined();
    expect(expressionProblem('${days >}')).toBeTruthy();
    expect(problemOf('${applyUser')).toContain('}');
    expect(problemOf('${a},${b')).toContain('}');
    expect(problemOf('${ }')).toBe('表达式为空');
  });
});
