import { describe, expect, it } from 'vitest';
import { fieldSchema } from '../src/crud/resource';
import { authed } from './helpers';
import { signedInServerForFile } from './support/server-for-file';
import { newUserBody } from './support/user-body';

// "Every input a person or a client can get wrong gets a clear message at the field, with the
// field's label": what the database itself cannot hold is refused at the field too.
const signedIn = signedInServerForFile();

const submit = (url: string, payload: object) =>
  authed(signedIn.server.app, signedIn.token, {
    method: 'POST',
    url,
    payload,
    headers: { 'accept-language': 'en' },
  });

describe('values a column cannot hold', () => {
  it('a whole number beyond the 4-byte integer is named at its field', async () => {
    const response = await submit('/api/blade-system/dept/submit', {
      deptName: 'x',
      fullName: 'x',
      sort: 99_999_999_999,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().msg).toBe('Order must be at most 2147483647');
  });

  it('a definition without bounds is bounded by its column: numeric(12, 2), the 4-byte integer', () => {
    expect(fieldSchema({ kind: 'decimal' })).toMatchObject({
      minimum: -9_999_999_999.99,
      maximum: 9_999_999_999.99,
    });
    expect(fieldSchema({ kind: 'integer' })).toMatchObject({
      minimum: -2_147_483_648,
      maximum: 2_147_483_647,
    });
    // A definition's own bounds win.
    expect(fieldSchema({ kind: 'decimal', minValue: 0, maxValue: 10_000 })).toMatchObject({
      minimum: 0,
      maximum: 10_000,
    });
  });

  it('a date that does not exist is named by its field, not by its wire name', async () => {
    const response = await submit('/api/blade-order/order/submit', {
      id: '1',
      pickupDate: '2024-13-45 25:61:61',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().msg).toBe(
      'Pick-up date must be a date as yyyy-MM-dd HH:mm:ss, not "2024-13-45 25:61:61"',
    );
  });

  it('text with the NUL character is named at its field, and nothing is saved', async () => {
    const response = await submit('/api/blade-system/param/submit', {
      paramName: 'a\u0000b',
      paramKey: 'nul.key',
      paramValue: 'v',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().msg).toBe('Name is not in a valid format');
    const page = await authed(signedIn.server.app, signedIn.token, {
      url: '/api/blade-system/param/list?paramKey_equal=nul.key',
    });
    expect(page.json().data.records).toEqual([]);
  });
});

describe("a user's dictionary fields", () => {
  it('refuse a value that is not a key of the dictionary, naming the choices', async () => {
    const response = await submit('/api/blade-user/submit', newUserBody('sevensex', { sex: 7 }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().msg).toMatch(/^Gender .*must be one of/);
  });
});

describe('an account', () => {
  it('with a space or a comma is refused at its field, and no user is saved', async () => {
    const response = await submit('/api/blade-user/submit', newUserBody(' spaced '));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().msg).toBe('Account cannot contain spaces or commas');
    const page = await authed(signedIn.server.app, signedIn.token, {
      url: '/api/blade-user/page?account_like=spaced',
    });
    expect(page.json().data.records).toEqual([]);
  });
});
