// @vitest-environment jsdom
// (hooks rendered into a document)
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { createBladeClient } from '../client';
import { createMemoryCookieJar } from '../storage/cookies';
import { createMemoryStorage } from '../storage/memory';
import { createBladeStorage } from '../storage/storage';
import { createFakeFetch, ok } from '../test-utils';
import type { Page } from '../types/envelope';
import type { Param } from '../types/system';
import { BladeClientProvider, useBladeClient } from './context';
import { useBladeDetail, useBladeList, useBladeMutation, useBladeQuery } from './hooks';
import { bladeKey } from './paths';

const page: Page<Param> = {
  records: [{ id: '1', paramName: 'n', paramKey: 'k', paramValue: 'v' }],
  total: 1,
  size: 10,
  current: 1,
  pages: 1,
};

function setup() {
  const fake = createFakeFetch((call) => (call.url.includes('/list') ? ok(page) : ok({ id: '1' })));
  const client = createBladeClient({
    fetch: fake.fetch,
    storage: createBladeStorage({
      local: createMemoryStorage(),
      session: createMemoryStorage(),
      cookies: createMemoryCookieJar(),
    }),
  });
  // A fresh cache per test, so keys do not leak between tests.
  const wrapper = ({ children }: { children?: ReactNode }) =>
    createElement(
      SWRConfig,
      { value: { provider: () => new Map(), dedupingInterval: 0 } },
      createElement(BladeClientProvider, { client }, children),
    );
  return { fake, client, wrapper };
}

describe('swr hooks', () => {
  it('fetches a list keyed by [blade, path, params]', async () => {
    const { fake, client, wrapper } = setup();
    const { result } = renderHook(() => useBladeList(client, 'system.param.list', { current: 1, size: 10 }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual(page));
    expect(fake.calls[0]?.url).toBe('/api/blade-system/param/list?current=1&size=10');
    expect(bladeKey('system.param.list', { current: 1 })).toEqual([
      'blade',
      'system.param.list',
      { current: 1 },
    ]);
  });

  it('skips the fetch for a null key', async () => {
    const { fake, client, wrapper } = setup();
    const { result } = renderHook(
      () => ({
        list: useBladeList(client, 'system.param.list', null),
        detail: useBladeDetail(client, 'system.param.detail', null),
        query: useBladeQuery(client, 'system.menu.routes', null),
      }),
      { wrapper },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.calls).toHaveLength(0);
    expect(result.current.list.data).toBeUndefined();
    expect(result.current.detail.isLoading).toBe(false);
  });

  it('revalidates the resource lists after a mutation', async () => {
    const { fake, client, wrapper } = setup();
    const { result } = renderHook(
      () => ({
        list: useBladeList(client, 'system.param.list', {}),
        other: useBladeList(client, 'system.tenant.list', {}),
        submit: useBladeMutation(client, 'system.param.submit'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    await waitFor(() => expect(result.current.other.data).toBeDefined());
    const before = fake.calls.length;
    await act(async () => {
      await result.current.submit.trigger({ paramName: 'x' });
    });
    const after = fake.calls.slice(before).map((call) => `${call.method} ${call.url}`);
    expect(after).toEqual(['POST /api/blade-system/param/submit', 'GET /api/blade-system/param/list']);
    expect(result.current.submit.isMutating).toBe(false);
  });

  it('exposes the client through the provider', () => {
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useBladeClient(), { wrapper });
    expect(result.current).toBe(client);
  });

  it('only accepts list paths in useBladeList (type check)', () => {
    const { client } = setup();
    // @ts-expect-error — a detail is not a paged list.
    const check = () => useBladeList(client, 'system.param.detail', null);
    expect(typeof check).toBe('function');
  });
});
