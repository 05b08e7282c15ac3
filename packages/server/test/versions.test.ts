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
  it('refuses a stale update with 409 naming who changed it and when, and changes nothing', async () => {
    const { app } = signedIn.server;
    const row = await someRow(app, signedIn.token, resource, name);
    const key = keyOf(resource, row);
    const field = editedField(resource);
    const loaded = await detail(app, signedIn.token, resource, key);

    // The first person saves with the version they loaded: accepted, and the version moves on.
    const first = await submit(
      app,
      signedIn.token,
      resource,
      updateBody(resource, loaded, field, valueFor(resource, field, 'first'), loaded.updateTime),
    );
    expect(first.statusCode, first.body).toBe(200);
    const saved = await detail(app, signedIn.token, resource, key);
    expect(saved[field]).toBe(valueFor(resource, field, 'first'));
    expect(saved.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(saved.updateTime).not.toBe(loaded.updateTime);

    // The second, still on the old copy, is refused and told whose change it was.
    const stale = await submit(
      app,
      signedIn.token,
      resource,
      updateBody(resource, loaded, field, valueFor(resource, field, 'stale'), loaded.updateTime),
    );
    expect(stale.statusCode, stale.body).toBe(409);
    const answer = stale.json();
    expect(answer).toMatchObject({ code: 409, success: false });
    expect(answer.msg).toContain(resource.label);
    expect(answer.msg).toContain('管理员');
    expect(answer.msg).toContain(String(saved.updateTime));
    expect(answer.data).toMatchObject({ id: key, updateTime: saved.updateTime, updateUserName: '管理员' });
    expect(answer.data.current).toMatchObject({ [field]: valueFor(resource, field, 'first') });
    expect(await detail(app, signedIn.token, resource, key)).toEqual(saved);

    // With the version of the stored row, the same save goes through.
    const again = await submit(
      app,
      signedIn.token,
      resource,
      updateBody(resource, loaded, field, valueFor(resource, field, 'again'), saved.updateTime),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((await detail(app, signedIn.token, resource, key))[field]).toBe(
      valueFor(resource, field, 'again'),
    );
  });

  it('accepts an update without a version, as older clients send', async () => {
    const { app } = signedIn.server;
    const key = keyOf(resource, await someRow(app, signedIn.token, resource, name));
    const field = editedField(resource);
    const loaded = await detail(app, signedIn.token, resource, key);
    const saved = await submit(
      app,
      signedIn.token,
      resource,
      updateBody(resource, loaded, field, valueFor(resource, field, 'none')),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await detail(app, signedIn.token, resource, key))[field]).toBe(valueFor(resource, field, 'none'));
  });

  it('refuses a version that is no date with 400', async () => {
    const { app } = signedIn.server;
    const key = keyOf(resource, await someRow(app, signedIn.token, resource, name));
    const field = editedField(resource);
    const loaded = await detail(app, signedIn.token, resource, key);
    const bad = await submit(
      app,
      signedIn.token,
      resource,
      updateBody(resource, loaded, field, 'x', 'yesterday'),
    );
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
