import { describe, expect, it } from 'vitest';
import { formatError as formatMessage, PHONE_LENGTH, PHONE_MESSAGES, phoneProblem } from './formats';
import { type Message, verbatim } from './messages';
import { validationMessages } from './translate';

const say = (language: 'zh' | 'en', m: Message | undefined) => m && validationMessages.translate(language, m);
const formatError = (format: 'phone' | 'email' | 'account', label: string, value: string) =>
  say('zh', formatMessage(format, verbatim(label), value));

describe('the phone check (SPEC §5 "Phone check")', () => {
  it('says "empty" for no value at all, blanks included', () => {
    for (const value of [undefined, null, '', '   ', '\t'])
      expect(phoneProblem(value), String(value)).toBe('empty');
  });

  it('checks the length (SPEC §9 "Phone length 11") before the format', () => {
    expect(PHONE_LENGTH).toBe(11);
    // Too short and not a phone number either: SPEC §5's order reports the length first.
    expect(phoneProblem('abc')).toBe('length');
    expect(phoneProblem('1380013800')).toBe('length');
    expect(phoneProblem('138001380001')).toBe('length');
    expect(phoneProblem('23800138000')).toBe('format');
    expect(phoneProblem('12800138000')).toBe('format');
    expect(phoneProblem('1380013800a')).toBe('format');
    expect(phoneProblem('138 0013 80')).toBe('format');
  });

  it('accepts an 11-digit mobile number whose second digit is 3 to 9, surrounding blanks ignored', () => {
    for (const second of '3456789') expect(phoneProblem(`1${second}800138000`)).toBeUndefined();
    expect(phoneProblem(' 13800138000 ')).toBeUndefined();
    expect(phoneProblem(13800138000)).toBeUndefined();
  });

  it("answers in SPEC §5's exact words", () => {
    // SPEC §5: 'empty gives "手机号码不能为空"; a length other than 11 gives "手机号码长度不为11位";
    // otherwise a format test gives "手机号码格式不正确"'.
    expect({
      empty: say('zh', PHONE_MESSAGES.empty),
      length: say('zh', PHONE_MESSAGES.length),
      format: say('zh', PHONE_MESSAGES.format),
    }).toEqual({
      empty: '手机号码不能为空',
      length: '手机号码长度不为11位',
      format: '手机号码格式不正确',
    });
  });
});

describe('formatError', () => {
  it("gives a phone field SPEC §5's message whatever the field is called", () => {
    expect(formatError('phone', '收货人手机', '123')).toBe('手机号码长度不为11位');
    expect(formatError('phone', '收货人手机', '10000000000')).toBe('手机号码格式不正确');
    expect(formatError('phone', '收货人手机', '  ')).toBe('手机号码不能为空');
    expect(formatError('phone', '收货人手机', '13912345678')).toBeUndefined();
  });

  it('wants one e-mail address with a dot in its domain, naming the field', () => {
    for (const good of ['a@b.cn', 'first.last+tag@mail.example.com', ' a@b.cn ']) {
      expect(formatError('email', '邮箱', good), good).toBeUndefined();
    }
    for (const bad of ['a@b', 'ab.cn', '@b.cn', 'a@.cn', 'a@b.', 'a b@c.cn', 'a@b@c.cn', 'a@b.cn,c@d.cn']) {
      expect(formatError('email', '邮箱', bad), bad).toBe('邮箱格式不正确');
    }
  });

  it('refuses an account with a space or a comma, which could never sign in or would split a list', () => {
    for (const bad of [' admin ', 'ad min', 'a,b', 'tab\there']) {
      expect(formatError('account', '登录账号', bad), bad).toBe('登录账号不能包含空格或逗号');
    }
    for (const good of ['admin', 'zhang.san', 'user_01', '张三']) {
      expect(formatError('account', '登录账号', good), good).toBeUndefined();
    }
  });
});
