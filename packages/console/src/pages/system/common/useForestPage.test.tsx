import type { Dept } from '@blade-console/blade-client';
import { deptResource } from '@blade-console/blade-schema';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DataProvider } from '../../../data/DataProvider';
import { loadShellStrings } from '../../../i18n';
import { client } from '../../../session/client';
import { setupMockApi } from '../../../test/mockApi';
import { useForestPage } from './useForestPage';

setupMockApi();
// As in the console, whose shell loads the signed-in pages' strings before any page renders.
beforeAll(() => loadShellStrings());

describe('useForestPage', () => {
  it("hands the tree table its CRUD wiring, an unpaged forest and the definition's naming in one spread", async () => {
    const dept = client.system.dept;
    const { result } = renderHook(() => useForestPage<Dept, typeof dept>(dept, deptResource, 'system.dept'), {
      wrapper: DataProvider,
    });
    expect(result.current.table).toMatchObject({
      pagination: false,
      permissionPrefix: 'dept',
      // The definition's label, through its translation key (useRecordNaming).
      recordLabel: `console:resources.${deptResource.name}.label`,
    });
    expect(result.current.table.load).toBeTypeOf('function');
    await waitFor(() => expect(result.current.nodes.length).toBeGreaterThan(0));
  });
});
