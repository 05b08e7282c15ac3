import { describe, expect, it } from 'vitest';
import { emptyJoin, joinPayload, joinProblems } from './joinRules';

const valid = { ...emptyJoin(), name: '王五', phone: '13812345678', content: '希望洽谈城配合作。' };

describe('the join-us message rules', () => {
  it('accept a message with name, phone and text; company and e-mail are optional', () => {
    expect(joinProblems(valid)).toEqual({});
  });

  it('name the missing fields and check the phone and the e-mail', () => {
    const problems = joinProblems({ ...emptyJoin(), email: 'not-an-address' });
    expect(problems.name).toEqual({ key: 'join.errors.required', label: 'join.name' });
    expect(problems.content).toEqual({ key: 'join.errors.required', label: 'join.content' });
    expect(problems.phone).toEqual({ key: 'order.errors.phoneEmpty' });
    expect(problems.email).toEqual({ key: 'join.errors.email' });
    expect(joinProblems({ ...valid, phone: '1234' }).phone).toEqual({ key: 'order.errors.phoneLength' });
    expect(joinProblems({ ...valid, content: '字'.repeat(2001) }).content?.key).toBe('join.errors.tooLong');
  });

  it('send the message trimmed, its type as a number', () => {
    expect(joinPayload({ ...valid, name: ' 王五 ', type: '2' })).toEqual({
      name: '王五',
      type: 2,
      company: '',
      phone: '13812345678',
      email: '',
      content: '希望洽谈城配合作。',
    });
  });
});
