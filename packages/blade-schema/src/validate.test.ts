// Over 300 lines for a reason: one case per rule of `validate.ts` (every kind, bound, format and
// dictionary), each short; split, the rules' cases would be read apart from one another.
import { describe, expect, it } from 'vitest';
import {
  datetime,
  decimal,
  type FieldDef,
  html,
  id,
  idList,
  integer,
  longText,
  requiredFields,
  text,
  url,
} from './define';
import { PHONE_MESSAGES } from './formats';
import { labelOf, type Message, verbatim } from './messages';
import { DICTS, newsResource, orderResource, RESOURCES } from './resources';
import { testResource } from './testResource';
import { validationMessages } from './translate';
import { fieldError as fieldMessage, validateSubmit as submitMessage } from './validate';

/** The rules' messages as a Chinese reader gets them (English is checked on its own below). */
const zh = (m: Message | undefined) => m && validationMessages.translate('zh', m);
const fieldError = (...args: Parameters<typeof fieldMessage>) => zh(fieldMessage(...args));
const validateSubmit = (...args: Parameters<typeof submitMessage>) => zh(submitMessage(...args));
const PHONE_MESSAGES_ZH = {
  empty: zh(PHONE_MESSAGES.empty),
  format: zh(PHONE_MESSAGES.format),
};

/** A value each field of a definition accepts, from its own rules (default, dictionary, bounds, format). */
function acceptable(field: FieldDef): unknown {
  if (field.default !== undefined && field.default !== '') return field.default;
  if (field.dict) {
    const key = DICTS.find((dict) => dict.code === field.dict)?.items[0]?.[0] ?? '1';
    return field.kind === 'integer' ? Number(key) : key;
  }
  switch (field.kind) {
    case 'integer':
    case 'decimal':
      return field.minValue ?? Math.min(1, field.maxValue ?? 1);
    case 'datetime':
      return '2024-05-06 07:08:09';
    case 'id':
      return '1123598815738675201';
    case 'idList':
      return '1123598815738675201,1123598815738675202';
    default:
      if (field.format === 'phone') return '13800138000';
      if (field.format === 'email') return 'someone@example.com';
      return 'x';
  }
}

const acceptableBody = (fields: Record<string, FieldDef>) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, acceptable(field)]));

describe('fieldError: required fields', () => {
  const title = text(10, { label: '标题', required: true });

  it('refuses an insert without a value, or with null or an empty string, naming the label', () => {
    for (const value of [undefined, null, ''])
      expect(fieldError('title', title, value, true)).toBe('标题不能为空');
  });

  it('lets an update leave the field out, but not empty it', () => {
    expect(fieldError('title', title, undefined, false)).toBeUndefined();
    expect(fieldError('title', title, '', false)).toBe('标题不能为空');
    expect(fieldError('title', title, null, false)).toBe('标题不能为空');
  });

  it('names the field by its key when it has no label', () => {
    expect(fieldError('title', text(10, { required: true }), '', true)).toBe('title不能为空');
  });

  it('lets an insert leave out a required field that has a default, not send it empty', () => {
    const kind = integer({ label: '类别', required: true, default: 1 });
    expect(fieldError('kind', kind, undefined, true)).toBeUndefined();
    expect(fieldError('kind', kind, '', true)).toBe('类别不能为空');
    expect(fieldError('kind', kind, null, true)).toBe('类别不能为空');
  });

  it('accepts an empty optional field of every kind, whatever its rules', () => {
    const optional: FieldDef[] = [
      text(3, { format: 'phone' }),
      text(3, { format: 'email' }),
      integer({ minValue: 5 }),
      decimal({ minValue: 5 }),
      datetime(),
      id(),
      idList(10),
      url(5),
      longText({ max: 1 }),
      html({ max: 1 }),
    ];
    for (const field of optional) {
      for (const value of [undefined, null, '']) expect(fieldError('f', field, value, true)).toBeUndefined();
    }
  });
});

describe('fieldError: lengths', () => {
  it('allows exactly max characters and refuses one more, for every kind with a bound', () => {
    const bounded: FieldDef[] = [
      text(5, { label: '名' }),
      url(5, { label: '名' }),
      longText({ label: '名', max: 5 }),
      html({ label: '名', max: 5 }),
    ];
    for (const field of bounded) {
      expect(fieldError('f', field, 'abcde', true), field.kind).toBeUndefined();
      expect(fieldError('f', field, 'abcdef', true), field.kind).toBe('名不能超过 5 个字符');
    }
  });

  it('puts no bound on a long text that declares none', () => {
    expect(fieldError('body', longText({ label: '内容' }), 'x'.repeat(100_000), true)).toBeUndefined();
  });
});

describe('fieldError: numbers', () => {
  const sort = integer({ label: '排序', minValue: 0, maxValue: 9999 });

  it('wants a whole number, given as a number or as text', () => {
    expect(fieldError('sort', sort, 12, true)).toBeUndefined();
    expect(fieldError('sort', sort, ' 12 ', true)).toBeUndefined();
    for (const bad of [1.5, '1.5', 'abc', '1e', Number.NaN]) {
      expect(fieldError('sort', sort, bad, true), String(bad)).toBe('排序应为整数');
    }
  });

  it('keeps an integer within minValue and maxValue, both included', () => {
    expect(fieldError('sort', sort, 0, true)).toBeUndefined();
    expect(fieldError('sort', sort, 9999, true)).toBeUndefined();
    expect(fieldError('sort', sort, -1, true)).toBe('排序不能小于 0');
    expect(fieldError('sort', sort, 10_000, true)).toBe('排序不能大于 9999');
  });

  it('wants a finite decimal with at most two places, within its bounds', () => {
    const weight = decimal({ label: '重量', minValue: 0.01, maxValue: 100 });
    expect(fieldError('weight', weight, 12.5, true)).toBeUndefined();
    expect(fieldError('weight', weight, '12.34', true)).toBeUndefined();
    // Binary floating point noise is no third decimal place.
    expect(fieldError('weight', weight, 0.1 + 0.2, true)).toBeUndefined();
    expect(fieldError('weight', weight, 12.345, true)).toBe('重量最多两位小数');
    for (const bad of ['abc', Number.POSITIVE_INFINITY, 'Infinity']) {
      expect(fieldError('weight', weight, bad, true), String(bad)).toBe('重量应为数字');
    }
    expect(fieldError('weight', weight, 0.01, true)).toBeUndefined();
    expect(fieldError('weight', weight, 0, true)).toBe('重量不能小于 0.01');
    expect(fieldError('weight', weight, 100.01, true)).toBe('重量不能大于 100');
  });
});

describe('fieldError: dates, ids and id lists', () => {
  it("wants a date in Blade's wire format", () => {
    const when = datetime({ label: '发布时间' });
    for (const good of ['2024-05-06 07:08:09', '2024-05-06 07:08', '2024-05-06', '2024-5-6']) {
      expect(fieldError('when', when, good, true), good).toBeUndefined();
    }
    for (const bad of ['yesterday', '06/05/2024', '2024/05/06', '20240506']) {
      expect(fieldError('when', when, bad, true), bad).toBe('发布时间应为日期 yyyy-MM-dd HH:mm:ss');
    }
  });

  it('wants an id of 1 to 19 digits (a snowflake id, sent as a string or a number)', () => {
    const parent = id({ label: '上级' });
    for (const good of ['1', '1123598815738675201', 42]) {
      expect(fieldError('parentId', parent, good, true), String(good)).toBeUndefined();
    }
    for (const bad of ['11235988157386752011', '-1', '1a', '1,2', ' 1', '1.0']) {
      expect(fieldError('parentId', parent, bad, true), bad).toBe('上级应为数字编号');
    }
  });

  it('wants an id list to be ids joined by commas, nothing else', () => {
    const menus = idList(100, { label: '菜单列表' });
    for (const good of ['1', '1,2,3', '1123598815738675201,1123598815738675202']) {
      expect(fieldError('menuId', menus, good, true), good).toBeUndefined();
    }
    for (const bad of ['1,', ',1', '1,,2', '1, 2', 'a,b', '1;2']) {
      expect(fieldError('menuId', menus, bad, true), bad).toBe('菜单列表应为逗号分隔的编号');
    }
  });

  it('checks the length of an id list as well', () => {
    expect(fieldError('menuId', idList(3, { label: '菜单列表' }), '1,23', true)).toBe(
      '菜单列表不能超过 3 个字符',
    );
  });
});

describe('fieldError: formats', () => {
  it("refuses a bad phone number of an order with SPEC §5's messages", () => {
    const phone = orderResource.fields.customerPhone;
    expect(phone.format).toBe('phone');
    // SPEC §5 "Phone check": empty → 手机号码不能为空 (the field is required and labelled 手机号码).
    expect(fieldError('customerPhone', phone, '', true)).toBe(PHONE_MESSAGES_ZH.empty);
    expect(PHONE_MESSAGES_ZH.empty).toBe('手机号码不能为空');
    expect(fieldError('customerPhone', phone, '1380013800', true)).toBe('手机号码长度不为11位');
    expect(fieldError('customerPhone', phone, '10000000000', true)).toBe('手机号码格式不正确');
    expect(fieldError('customerPhone', phone, '13800138000', true)).toBeUndefined();
  });

  it('checks the format of every field that declares one, in every resource', () => {
    let checked = 0;
    for (const resource of RESOURCES) {
      for (const [name, field] of Object.entries(resource.fields)) {
        if (!field.format || field.readOnly) continue;
        checked += 1;
        const where = `${resource.name}.${name}`;
        const label = field.label ?? name;
        const [bad, message] =
          field.format === 'phone'
            ? ['10000000000', PHONE_MESSAGES_ZH.format]
            : field.format === 'account'
              ? ['two words', `${label}不能包含空格或逗号`]
              : ['not-an-address', `${label}格式不正确`];
        expect(fieldError(name, field, bad, true), where).toBe(message);
        expect(fieldError(name, field, acceptable(field), true), where).toBeUndefined();
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('fieldError: dictionary fields', () => {
  it("accepts every key of a field's dictionary, in every resource", () => {
    let checked = 0;
    for (const resource of RESOURCES) {
      for (const [name, field] of Object.entries(resource.fields)) {
        if (!field.dict) continue;
        const dict = DICTS.find((candidate) => candidate.code === field.dict);
        expect(dict, `${resource.name}.${name}: dictionary ${field.dict} is seeded`).toBeDefined();
        for (const [key] of dict?.items ?? []) {
          checked += 1;
          expect(fieldError(name, field, key, true), `${resource.name}.${name} = ${key}`).toBeUndefined();
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('checks a dictionary value by its kind and bounds (membership is the server’s dictionary check)', () => {
    const category = newsResource.fields.category;
    expect(category.dict).toBe('news_category');
    expect(fieldError('category', category, 'abc', true)).toBe('类别应为整数');
    const scope = integer({ label: '规则类型', minValue: 1, maxValue: 5, dict: 'data_scope_type' });
    expect(fieldError('scopeType', scope, 6, true)).toBe('规则类型不能大于 5');
  });
});

describe('validateSubmit', () => {
  const resource = testResource('thing', {
    name: text(8, { label: '名称', required: true }),
    code: text(8, { label: '编号', required: true }),
    trackingNo: text(4, { label: '运单号', required: true, readOnly: true }),
    count: integer({ label: '数量', minValue: 1, readOnly: true }),
  });

  it('answers the first broken rule in field order', () => {
    expect(validateSubmit(resource, {})).toBe('名称不能为空');
    expect(validateSubmit(resource, { name: 'n' })).toBe('编号不能为空');
    expect(validateSubmit(resource, { name: 'x'.repeat(9), code: '' })).toBe('名称不能超过 8 个字符');
    expect(validateSubmit(resource, { name: 'n', code: 'c' })).toBeUndefined();
  });

  it('ignores read-only fields: the server sets them, a body cannot break their rules', () => {
    const body = { name: 'n', code: 'c', trackingNo: 'far too long', count: 'abc' };
    expect(validateSubmit(resource, body)).toBeUndefined();
    // The order's tracking number is given by the server: a submit's value is ignored.
    const order = acceptableBody(orderResource.fields);
    expect(orderResource.fields.trackingNo.readOnly).toBe(true);
    expect(validateSubmit(orderResource, { ...order, trackingNo: 'x'.repeat(500) })).toBeUndefined();
  });

  it('reads a body without an id (or with an empty one) as an insert', () => {
    for (const noId of [undefined, null, '']) {
      expect(validateSubmit(resource, { id: noId, name: 'n' }), String(noId)).toBe('编号不能为空');
    }
    expect(validateSubmit(resource, { id: '1', name: 'n' })).toBeUndefined();
  });

  it("accepts a body every resource's own rules allow, and names each required field left out", () => {
    for (const resource of RESOURCES) {
      const writable = Object.fromEntries(Object.entries(resource.fields).filter(([, f]) => !f.readOnly));
      const body = acceptableBody(writable);
      expect(validateSubmit(resource, body), resource.name).toBeUndefined();
      for (const name of requiredFields(resource)) {
        const field = resource.fields[name]!;
        if (field.readOnly) continue;
        const { [name]: _left, ...rest } = body;
        expect(validateSubmit(resource, rest), `${resource.name} without ${name}`).toBe(
          `${field.label ?? name}不能为空`,
        );
        // An update may leave it out.
        expect(validateSubmit(resource, { ...rest, id: '1' }), `${resource.name} update`).toBeUndefined();
      }
      // Required fields with a default may be left out of an insert.
      const defaulted = Object.entries(writable).filter(([, f]) => f.required && f.default !== undefined);
      const withoutDefaulted = Object.fromEntries(
        Object.entries(body).filter(([name]) => !defaulted.some(([d]) => d === name)),
      );
      expect(validateSubmit(resource, withoutDefaulted), `${resource.name} without defaults`).toBeUndefined();
    }
  });
});

describe('dates a submit may store (as the server takes them)', () => {
  const when = testResource('when', { at: datetime({ label: '发货时间' }) });
  const error = (at: string) => validateSubmit(when, { at });

  it('accepts a day, or a day and a time, the calendar has', () => {
    for (const at of ['2024-02-29', '2024-2-9', '2024-02-29 23:59:59', '2024-02-29 9:05'])
      expect(error(at), at).toBeUndefined();
  });

  it('refuses a day the calendar lacks, an hour past 23 and anything after the time', () => {
    for (const at of [
      '2023-02-29',
      '2024-02-31',
      '2024-13-01',
      '2024-02-01 25:00',
      '2024-02-01 10:61',
      '2024-02-01 10:00:00 junk',
    ])
      expect(error(at), at).toBe('发货时间应为日期 yyyy-MM-dd HH:mm:ss');
  });
});

describe('the rules in English', () => {
  const en = (m: Message | undefined) => m && validationMessages.translate('en', m);
  const title = text(10, { label: '标题', en: 'Title', required: true });

  it('names the field by its English label and says the rule in English', () => {
    expect(en(fieldMessage('title', title, '', true))).toBe('Title is required');
    expect(en(fieldMessage('title', title, 'x'.repeat(11), true))).toBe(
      'Title cannot be longer than 10 characters',
    );
    expect(
      en(fieldMessage('sort', integer({ label: '排序', en: 'Sort order', minValue: 0 }), -1, true)),
    ).toBe('Sort order must be at least 0');
    expect(en(PHONE_MESSAGES.length)).toBe('Mobile number must have 11 digits');
  });

  it('has no Chinese for any rule a definition with English labels can break', () => {
    const han = /\p{Script=Han}/u;
    const broken = ['', 'x'.repeat(100_001), 'not-a-value', -1e9, 1e12, 1.234];
    let said = 0;
    for (const resource of RESOURCES) {
      for (const [name, field] of Object.entries(resource.fields)) {
        expect(labelOf(name, field).en, `${resource.name}.${name} has an English label`).not.toMatch(han);
        for (const value of broken) {
          const sentence = en(fieldMessage(name, field, value, true));
          if (!sentence) continue;
          said++;
          expect(sentence, `${resource.name}.${name} = ${String(value).slice(0, 20)}`).not.toMatch(han);
        }
      }
    }
    expect(said).toBeGreaterThan(100);
  });

  it('keeps Chinese the default: the same message said in zh names the Chinese label', () => {
    expect(zh(fieldMessage('title', title, '', true))).toBe('标题不能为空');
    expect(
      validationMessages.translate('zh', { key: 'validation.format', params: { label: verbatim('Email') } }),
    ).toBe('Email格式不正确');
  });
});
