import { BladeApiError } from '@blade-console/blade-client';
import { describe, expect, it } from 'vitest';
import { fieldErrorOf } from './useCrudPage';

const refused = (body: unknown, code = 400) =>
  new BladeApiError('当前登录账号「admin」已存在', {
    code,
    httpStatus: code,
    msg: '当前登录账号「admin」已存在',
    body,
  });

describe("a save refused because of one field (the server's data.field)", () => {
  it('names the field and the server’s words, for the form to show there', () => {
    expect(fieldErrorOf(refused({ code: 400, success: false, data: { field: 'account' } }))).toEqual({
      field: 'account',
      message: '当前登录账号「admin」已存在',
    });
  });

  it('is nothing for a refusal that names no field, another code, or another error', () => {
    expect(fieldErrorOf(refused({ code: 400, success: false, data: null }))).toBeUndefined();
    expect(fieldErrorOf(refused({ code: 409, data: { field: 'account' } }, 409))).toBeUndefined();
    expect(fieldErrorOf(new Error('x'))).toBeUndefined();
  });
});
