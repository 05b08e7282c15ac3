import { describe, expect, it } from 'vitest';
import { nextVersion } from '../src/crud/versions';
import { signedInServerForFile } from './support/server-for-file';
import {
  detail,
  editedField,
  keyOf,
  ownRow,
  REMOVABLE,
  remove,
  someRow,
  submit,
  UPDATABLE,
  updateBody,
  valueFor,
} from './support/versioned-resources';

const signedIn = signedInServerForFile();

describe('a version is a whole second, and every write moves to a later one', () => {
  it('is now, in whole seconds, when the rows had none or an older one', () => {
    const now = new Date(2024, 4, 1, 15, 24, 3, 456);
    expect(nextVersion([], now)).toEqual(new Date(2024, 4, 1, 15, 24, 3));
    expect(nextVersion([null, new Date(2024, 4, 1, 15, 20)], now)).toEqual(new Date(2024, 4, 1, 15, 24, 3));
  });

  it('is a second after the newest when that is not older than now (two saves in one second)', () => {
    const now = new Date(2024, 4, 1, 15, 24, 3, 100);
    expect(nextVersion([new Date(2024, 4, 1, 15, 24, 3, 900)], now)).toEqual(new Date(2024, 4, 1, 15, 24, 4));
  });
});

// Every resource a person can edit, from the definitions (support/versioned-resources.ts).
describe.each(UPDATABLE.map((resource) => [resource.name, resource] as const))('%s', (name, resource) => {
  /**
   * A row of the resource as its edit form loads it, the field the test edits, `save` (the form sent
   * with `value` in that field and `version` as its updateTime, none when not given) and `current`
   * (the row as stored now).
   */
  async function editSomeRow() {
    const { app } = signedIn.server;
    const key = keyOf(resource, await someRow(app, signedIn.token, resource, name));
    const field = editedField(resource);
    const loaded = await detail(app, signedIn.token, resource, key);
    return {
      key,
      field,
      loaded,
      value: (tag: string) => valueFor(resource, field, tag),
      save: (value: unknown, version?: unknown) =>
        submit(app, signedIn.token, resource, updateBody(resource, loaded, field, value, version)),
      current: () => detail(app, signedIn.token, resource, key),
    };
  }

  it('refuses a stale update with 409 naming who changed it and when, and changes nothing', async () => {
    const { key, field, loaded, value, save, current } = await editSomeRow();

    // The first person saves with the version they loaded: accepted, and the version moves on.
    const first = await save(value('first'), loaded.updateTime);
    expect(first.statusCode, first.body).toBe(200);
    const saved = await current();
    expect(saved[field]).toBe(value('first'));
    expect(saved.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(saved.updateTime).not.toBe(loaded.updateTime);

    // The second, still on the old copy, is refused and told whose change it was.
    const stale = await save(value('stale'), loaded.updateTime);
    expect(stale.statusCode, stale.body).toBe(409);
    const answer = stale.json();
    expect(answer).toMatchObject({ code: 409, success: false });
    expect(answer.msg).toContain(resource.label);
    expect(answer.msg).toContain('管理员');
    expect(answer.msg).toContain(String(saved.updateTime));
    expect(answer.data).toMatchObject({ id: key, updateTime: saved.updateTime, updateUserName: '管理员' });
    expect(answer.data.current).toMatchObject({ [field]: value('first') });
    expect(await current()).toEqual(saved);

    // With the version of the stored row, the same save goes through.
    const again = await save(value('again'), saved.updateTime);
    expect(again.statusCode, again.body).toBe(200);
    expect((await current())[field]).toBe(value('again'));
  });

  it('accepts an update without a version, as older clients send', async () => {
    const { field, value, save, current } = await editSomeRow();
    const saved = await save(value('none'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await current())[field]).toBe(value('none'));
  });

  it('refuses a version that is no date with 400', async () => {
    const { save } = await editSomeRow();
    const bad = await save('x', 'yesterday');
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().msg).toContain('updateTime');
  });
});

// Removal is explicit, so it is never refused for a version; a second one of the same ids is told so.
describe.each(REMOVABLE.map((resource) => [resource.name, resource] as const))(
  'removing a %s',
  (name, resource) => {
    it('twice answers the second time that it is gone, with a 400 rather than a 500', async () => {
      const { app } = signedIn.server;
      const key = keyOf(resource, await ownRow(app, signedIn.token, resource, `rm-${name}`));
      const first = await remove(app, signedIn.token, resource, key);
      expect(first.statusCode, first.body).toBe(200);
      const second = await remove(app, signedIn.token, resource, key);
      expect(second.statusCode, second.body).toBe(400);
      expect(second.json()).toMatchObject({ code: 400, success: false });
      expect(second.json().msg).toContain('不存在或已被删除');
    });
  },
);
