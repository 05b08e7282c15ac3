import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CrudTable } from './CrudTable';
import type { CrudColumn } from './columns';
import { crudTableMeta, type Loaded, ParamPage, rowsLoaded } from './fixtures/stories';

/** The width a table needs: told to its page (onWidthNeeded), its tree column's indents counted. */
const meta: Meta = { title: 'Data/CrudTable', ...crudTableMeta };
export default meta;
type Story = StoryObj;

/** A panel that takes the width its table says it needs (as 系统字典 gives its dictionaries). */
function RoomyPanel({
  start,
  table,
}: {
  start: number;
  table: (onWidthNeeded: (width: number) => void) => ReactNode;
}) {
  const [width, setWidth] = useState(start);
  return (
    <div style={{ width }} data-width={width}>
      {table(setWidth)}
    </div>
  );
}

/**
 * `onWidthNeeded` says how wide the table must be to draw every column at its content's width: a
 * panel given that width shows every value whole, where a narrower one cut them.
 */
export const TellsTheWidthItNeeds: Story = {
  render: (_a, { loaded }) => (
    <RoomyPanel
      start={640}
      table={(onWidthNeeded) => (
        <ParamPage source={(loaded as Loaded).source} onWidthNeeded={onWidthNeeded} />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await rowsLoaded(canvasElement, 10);
    const panel = canvasElement.querySelector('[data-width]') as HTMLElement;
    // At 640 px the parameters' names, keys and values were squeezed: the panel grew to fit them.
    await waitFor(() => expect(Number(panel.dataset.width)).toBeGreaterThan(640));
    const cut = () =>
      [...canvasElement.querySelectorAll<HTMLElement>('td [title]')].filter(
        (text) => text.scrollWidth > text.clientWidth,
      );
    await waitFor(() => expect(cut()).toEqual([]));
    // Exactly that width: the table fills it, nothing scrolls sideways.
    const scroller = canvasElement.querySelector('table')?.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  },
};

interface Branch {
  id: string;
  name: string;
  fullName: string;
  code: string;
  remark: string;
  children?: Branch[];
}

const branch = (id: string, name: string, code: string, children?: Branch[]): Branch => ({
  id,
  name,
  fullName: `江苏${name}有限公司`,
  code,
  remark: `${name}的仓储、分拨与配送`,
  children,
});

/** Three levels of departments, the longest names deepest (as a logistics group's branches are). */
const BRANCHES: Branch[] = [
  branch('1', '布雷德物流', 'blade', [
    branch('11', '华东区域公司', 'east', [branch('111', '常州武进分拨中心', 'east-cz-wj')]),
    branch('12', '华南区域公司', 'south'),
  ]),
];

const BRANCH_COLUMNS: CrudColumn<Branch>[] = [
  { field: 'name', label: '机构名称' },
  { field: 'fullName', label: '机构全称' },
  { field: 'code', label: '机构编号' },
  { field: 'remark', label: '备注' },
];

/**
 * A tree's first column is as wide as its deepest rows need: each row's text after its indent and
 * expand button (常州武进分拨中心, two levels down, was cut to "常州武进…").
 */
export const TreeRowsReadWhole: Story = {
  // Exactly as wide as the table says it needs: a row measured short would be cut.
  render: () => (
    <RoomyPanel
      start={720}
      table={(onWidthNeeded) => (
        <CrudTable<Branch>
          title="机构"
          columns={BRANCH_COLUMNS}
          rows={BRANCHES}
          tree={{}}
          actions={{ add: false, edit: false, delete: false, view: false }}
          onWidthNeeded={onWidthNeeded}
        />
      )}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await rowsLoaded(canvasElement, 1);
    await userEvent.click(canvas.getByRole('button', { name: '展开 布雷德物流' }));
    await userEvent.click(await canvas.findByRole('button', { name: '展开 华东区域公司' }));
    await rowsLoaded(canvasElement, 4);
    const texts = [...canvasElement.querySelectorAll<HTMLElement>('td [title]')];
    await expect(texts.map((text) => text.textContent)).toContain('常州武进分拨中心');
    await expect(
      texts.filter((text) => text.scrollWidth > text.clientWidth).map((text) => text.textContent),
    ).toEqual([]);
  },
};

/** A shipment with more long values than a 640 px panel holds. */
interface Shipment {
  id: string;
  [field: string]: string;
}

const SHIPMENT_FIELDS = ['发货机构', '收货机构', '承运商', '线路', '货物', '备注'] as const;
const SHIPMENT_COLUMNS: CrudColumn<Shipment>[] = SHIPMENT_FIELDS.map((label, i) => ({
  field: `f${i}`,
  label,
}));
const SHIPMENTS: Shipment[] = [
  {
    id: '1',
    ...Object.fromEntries(SHIPMENT_FIELDS.map((label, i) => [`f${i}`, `江苏常州武进分拨中心${label}`])),
  },
];

/**
 * Short of room, a long value is cut no narrower than its first few characters ("江苏常州…", not
 * "江…"), and the table scrolls sideways past that; while columns pass under the pinned actions
 * column, its edge shows where they go, and goes once the table is scrolled to its end.
 */
export const CutValuesStayReadable: Story = {
  render: () => (
    <div style={{ width: 640 }}>
      <CrudTable<Shipment> title="运单" columns={SHIPMENT_COLUMNS} rows={SHIPMENTS} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const table = canvasElement.querySelector('table') as HTMLElement;
    await waitFor(() => expect(table.querySelectorAll('tbody tr[data-row]').length).toBe(1));
    const scroller = table.parentElement as HTMLElement;
    await waitFor(() => expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth));
    const cells = [...table.querySelectorAll<HTMLElement>('tbody tr[data-row] td')].slice(1, -1);
    await expect(cells).toHaveLength(SHIPMENT_FIELDS.length);
    // Every value cut, none narrower than the readable width.
    for (const cell of cells) await expect(cell.getBoundingClientRect().width).toBeGreaterThanOrEqual(99.5);
    await waitFor(() => expect(scroller).toHaveAttribute('data-columns-under'));
    const edge = getComputedStyle(table.querySelector('th[data-actions]') as HTMLElement).boxShadow;
    await expect(edge).not.toBe('none');
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(scroller).not.toHaveAttribute('data-columns-under'));
  },
};

/** A person with a mobile number and more roles than a narrow panel holds. */
interface Staff {
  id: string;
  account: string;
  phone: string;
  roles: string;
  depts: string;
  email: string;
}

const STAFF: Staff[] = [
  {
    id: '1',
    account: 'manager',
    phone: '13812345678',
    roles: '用户,部门经理,人事,财务审核,仓储主管',
    depts: '常州布雷德,苏州布雷德,无锡布雷德',
    email: 'manager.wang@blade-logistics.example',
  },
  {
    id: '2',
    account: 'hr',
    phone: '13912345678',
    roles: '用户,人事',
    depts: '常州布雷德',
    email: 'hr@blade-logistics.example',
  },
];

/**
 * Short of room, a number keeps its width while text is cut: the users table at 1440 px read
 * "138123…" for an 11-digit phone number, which tells nothing, beside a cut list of roles.
 */
export const NumbersAreNeverCut: Story = {
  render: () => (
    // Wide enough for a table (cards are under 600 px), not for every value.
    <div style={{ width: 640 }}>
      <CrudTable<Staff>
        title="用户"
        columns={[
          { field: 'account', label: '账号' },
          { field: 'phone', label: '手机号码' },
          { field: 'roles', label: '所属角色' },
          { field: 'depts', label: '所属部门' },
          { field: 'email', label: '电子邮箱' },
        ]}
        rows={STAFF}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('tbody tr[data-row]').length).toBe(2));
    const cellOf = (text: string) =>
      [...canvasElement.querySelectorAll<HTMLElement>('tbody td')].find((td) => td.textContent === text);
    const isCut = (cell: HTMLElement | undefined) => !!cell && cell.scrollWidth > cell.clientWidth;
    // The roles were given up (cut to a readable width), the phone number kept whole.
    await waitFor(() => expect(isCut(cellOf('用户,部门经理,人事,财务审核,仓储主管'))).toBe(true));
    await expect(cellOf('13812345678')).toBeDefined();
    await expect(isCut(cellOf('13812345678'))).toBe(false);
  },
};
