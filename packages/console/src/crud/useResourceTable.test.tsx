import {
  defineResource,
  noticeResource,
  reportResource,
  text,
  topMenuResource,
} from '@blade-console/blade-schema';
import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerShellStrings } from '../i18n/shell';
import { client } from '../session/client';
import { useResourceTable } from './useResourceTable';

beforeAll(() => registerShellStrings());

describe('useResourceTable', () => {
  it("names the buttons after the resource's menu code and titles the page from its strings", () => {
    const { result } = renderHook(() => useResourceTable(reportResource, client.report, 'report'));
    expect(result.current).toMatchObject({
      permissionPrefix: 'report_list',
      title: 'console:resources.report.title',
      recordLabel: 'console:resources.report.label',
    });
    expect(result.current.load).toBeTypeOf('function');
  });

  it('titles a page the menu item of its code names, and leaves the title to a page no item names', () => {
    const { result } = renderHook(() => useResourceTable(noticeResource, client.desk.notice, 'desk.notice'));
    expect(result.current).toMatchObject({
      permissionPrefix: 'notice',
      title: 'console:resources.notice.title',
    });
    const unlisted = defineResource({
      name: 'unlisted',
      label: '未列出',
      path: '/x',
      table: 'x',
      fields: { n: text(5) },
    });
    const { result: other } = renderHook(() => useResourceTable(unlisted, client.desk.notice, 'unlisted'));
    expect(other.current).not.toHaveProperty('title');
  });

  it('takes the permission prefix a seed names otherwise', () => {
    const { result } = renderHook(() =>
      useResourceTable(topMenuResource, client.system.topMenu, 'system.topMenu', 'topmenu'),
    );
    expect(result.current.permissionPrefix).toBe('topmenu');
  });
});
