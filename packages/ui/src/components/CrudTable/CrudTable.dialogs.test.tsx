import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/UiProvider';
import { makeParams, type Param, paramColumns } from './fixtures/data';
import { giveElementsASize } from './fixtures/layout';
import { MemoryCrudTable, type MemoryCrudTableProps } from './fixtures/MemoryCrudTable';
import { createMemoryCrudSource } from './memorySource';

afterEach(cleanup);
beforeAll(giveElementsASize);
afterAll(() => {
  vi.restoreAllMocks();
});

/** The parameter table as a console page writes it, saying what a row is and which field names it. */
function renderParams(more: Partial<MemoryCrudTableProps<Param>> = {}) {
  const source = createMemoryCrudSource(makeParams());
  render(
    <UiProvider>
      <MemoryCrudTable<Param>
        source={source}
        title="参数管理"
        columns={paramColumns}
        recordLabel="参数"
        titleField="paramName"
        {...more}
      />
    </UiProvider>,
  );
  return source;
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const toolbarDelete = () =>
  within(screen.getByRole('toolbar', { name: '表格操作' })).getByRole('button', { name: '删除' });

describe('CrudTable dialogs say what they are about', () => {
  it('titles the form by what it adds, edits and shows', async () => {
    renderParams();
    const first = makeParams()[0]!;
    fireEvent.click(within(await rowOf(first.paramKey)).getByRole('button', { name: '编辑' }));
    expect(await screen.findByRole('dialog', { name: '编辑参数' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    expect(await screen.findByRole('dialog', { name: '新增参数' })).toBeInTheDocument();
  });

  it('names the rows a delete removes, in a danger-toned confirmation', async () => {
    renderParams();
    const first = makeParams()[0]!;
    fireEvent.click(within(await rowOf(first.paramKey)).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent('确定将选择数据删除?');
    expect(confirm).toHaveTextContent(`将删除参数：“${first.paramName}”`);
    expect(confirm.querySelector('[data-tone="danger"]')).not.toBeNull();
  });

  it('dims bulk delete until a row is checked, and still says why when it is pressed', async () => {
    renderParams();
    const [first, second] = makeParams();
    const row = await rowOf(first!.paramKey);
    expect(toolbarDelete()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(toolbarDelete());
    expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(within(await rowOf(second!.paramKey)).getByRole('checkbox'));
    expect(toolbarDelete()).not.toHaveAttribute('aria-disabled');
    fireEvent.click(toolbarDelete());
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent(`将删除参数：“${first!.paramName}”、“${second!.paramName}”`);
  });

  it("says the page's word about the open form's record above its fields (formNotice)", async () => {
    const first = makeParams()[0]!;
    const formNotice = vi.fn((row: Partial<Param> | null | undefined) =>
      row?.id === first.id ? <p>someone else saved it</p> : null,
    );
    renderParams({ formNotice });
    fireEvent.click(within(await rowOf(first.paramKey)).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('dialog', { name: '编辑参数' });
    expect(form).toHaveTextContent('someone else saved it');
    expect(formNotice).toHaveBeenLastCalledWith(expect.objectContaining({ id: first.id }), 'edit');
  });
});
