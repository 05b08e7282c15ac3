import { defineResource, paramResource, RESOURCES, text } from '@blade-console/blade-schema';
import { describe, expect, it, vi } from 'vitest';
import type { BladeClient } from './client';
import { DEFINITION_CALLS, definitionCalls } from './spec-calls';

const cargo = defineResource({
  name: 'cargo',
  label: '货物',
  path: '/blade-logistics/cargo',
  table: 'blade_cargo',
  fields: { title: text(20, { label: '名称' }) },
});

/** A client whose `resources.cargo` records what is called. */
function recordingClient() {
  const calls: string[] = [];
  const record = (name: string) => vi.fn(async () => calls.push(name));
  const api = {
    list: record('list'),
    detail: record('detail'),
    submit: record('submit'),
    remove: record('remove'),
  };
  return { client: { resources: { cargo: api } } as unknown as BladeClient, calls };
}

describe('definitionCalls: the calls of an area known by its definition alone', () => {
  it('names the four calls at the definition path and makes them through client.resources', async () => {
    const derived = definitionCalls({ cargo });
    expect(derived.map(([route]) => route)).toEqual([
      'GET /blade-logistics/cargo/list',
      'GET /blade-logistics/cargo/detail',
      'POST /blade-logistics/cargo/submit',
      'POST /blade-logistics/cargo/remove',
    ]);
    const { client, calls } = recordingClient();
    for (const [, call] of derived) await call(client);
    expect(calls).toEqual(['list', 'detail', 'submit', 'remove']);
  });

  it('leaves out what the buttons rule out, and areas with a service of their own', () => {
    const readOnly = { ...cargo, buttons: ['view'] as const };
    expect(definitionCalls({ cargo: readOnly }).map(([route]) => route)).toEqual([
      'GET /blade-logistics/cargo/list',
      'GET /blade-logistics/cargo/detail',
    ]);
    expect(definitionCalls({ param: paramResource })).toEqual([]);
  });

  it('walks every plain area of the registry, and only those', () => {
    const areas = new Set(DEFINITION_CALLS.map(([route]) => route.split(' ')[1]!.replace(/\/[^/]+$/, '')));
    expect([...areas].sort()).toEqual(
      RESOURCES.filter((resource) => !resource.ownService)
        .map((resource) => resource.path)
        .sort(),
    );
  });
});
