import type { Dept } from '@blade-console/blade-client';
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useCrudPage } from '../crud/useCrudPage';
import { forestResource } from '../pages/system/common/pages';
import { client } from '../session/client';
import { setupMockApi } from '../test/mockApi';
import { clearDataCache, dataCache } from './cache';
import { DataProvider } from './DataProvider';
import { useDictionary, useTreeNodes } from './hooks';

const { server } = setupMockApi();

/** Counts the requests the mock API receives for `path` (under /api). */
function countRequests(path: string) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === `/api${path}`) seen.push(url.search);
  });
  return seen;
}

function SexSelect({ label }: { label: string }) {
  const options = useDictionary('sex');
  return <p>{`${label}: ${options.map((o) => o.label).join(',')}`}</p>;
}

type Save = (row: Partial<Dept>) => Promise<unknown>;
/** Not reached before the table has rendered. */
let save: Save = () => Promise.reject(new Error('DeptTable has not rendered'));

function DeptTree() {
  const nodes = useTreeNodes('system.dept.tree');
  return <p>{`depts: ${nodes.map((n) => n.title).join(',')}`}</p>;
}

/** What a CrudTable page wires: useCrudPage's submit, handed to the test. */
function DeptTable({ onReady }: { onReady: (submit: Save) => void }) {
  const [resource] = useState(() => forestResource<Dept, typeof client.system.dept>(client.system.dept));
  const crud = useCrudPage<Dept>(resource, 'dept', 'system.dept');
  onReady((row) => crud.onSubmit!(row, 'add'));
  return null;
}

describe('the console data layer (one SWR cache over the SDK)', () => {
  it('fetches a dictionary two components ask for once and gives both the same options', async () => {
    const requests = countRequests('/blade-system/dict/dictionary');
    render(
      <DataProvider cache={new Map()}>
        <SexSelect label="a" />
        <SexSelect label="b" />
      </DataProvider>,
    );
    expect(await screen.findByText(/^a: .+/)).toBeInTheDocument();
    expect(screen.getByText(/^b: .+/).textContent?.slice(3)).toBe(
      screen.getByText(/^a: .+/).textContent?.slice(3),
    );
    expect(requests).toEqual(['?code=sex']);
  });

  it('serves a page opened later from the cache, then drops it all at sign-out', async () => {
    const requests = countRequests('/blade-system/dict/dictionary');
    const first = render(
      <DataProvider>
        <SexSelect label="first" />
      </DataProvider>,
    );
    await screen.findByText(/^first: .+/);
    first.unmount();
    render(
      <DataProvider>
        <SexSelect label="later" />
      </DataProvider>,
    );
    // The cached options show at once, without waiting for an answer.
    expect(screen.getByText(/^later: .+/)).toBeInTheDocument();
    expect([...dataCache.keys()].some((key) => key.includes('system.dict.dictionary'))).toBe(true);
    clearDataCache();
    expect([...dataCache.keys()]).toEqual([]);
    expect(requests.length).toBeGreaterThanOrEqual(1);
  });

  it("revalidates the resource's other views after a CrudTable save (the dept tree shows the new dept)", async () => {
    const trees = countRequests('/blade-system/dept/tree');
    render(
      <DataProvider cache={new Map()}>
        <DeptTree />
        <DeptTable onReady={(submit) => (save = submit)} />
      </DataProvider>,
    );
    await screen.findByText(/^depts: .+/);
    expect(trees).toHaveLength(1);
    expect(screen.queryByText(/新的部门/)).toBeNull();

    await save({ deptName: '新的部门', fullName: '新的部门', parentId: '0', sort: 9 });

    await waitFor(() => expect(trees).toHaveLength(2));
    expect(await screen.findByText(/新的部门/)).toBeInTheDocument();
  });

  it('leaves views of other resources alone after a save', async () => {
    const dictionaries = countRequests('/blade-system/dict/dictionary');
    render(
      <DataProvider cache={new Map()}>
        <SexSelect label="sex" />
        <DeptTable onReady={(submit) => (save = submit)} />
      </DataProvider>,
    );
    await screen.findByText(/^sex: .+/);
    await save({ deptName: '另一个部门', fullName: '另一个部门', parentId: '0', sort: 9 });
    // Give a wrong revalidation the time to start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dictionaries).toHaveLength(1);
  });
});
