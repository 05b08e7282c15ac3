import { setLocale } from '@blade-console/ui';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAddForm, rowOf, setupConsoleScreens } from '../../test/consoleScreens';
import { renderApp } from '../../test/renderApp';
import { pressRowAction } from '../../test/rowActions';

/**
 * A declared resource's generic page says what its dialogs are about, from the definition: the
 * form's title names the record (新增参数), the delete confirmation the row by its title field.
 */
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const { store } = setupConsoleScreens(() => [import('./ResourcePage')]);

describe('the parameter page (a declared resource)', () => {
  it('titles its form 新增参数 and names the parameter a delete removes', async () => {
    const user = userEvent.setup();
    renderApp('/system/param');
    // The file's first render of the whole console (its lazy chunks imported cold): past 10 s on a
    // loaded machine.
    await screen.findByRole('table', { name: '参数管理' }, { timeout: 30_000 });
    expect(await openAddForm(user, '新增参数')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    const row = await rowOf('account.initPassword');
    const name = String(store.find('param', '1004002')?.paramName);
    await pressRowAction(user, row, '删除');
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent('确定将选择数据删除?');
    expect(confirm).toHaveTextContent(`将删除参数：“${name}”`);
  });
});

describe('the carousel page in English (issue 38: its words come from the definition)', () => {
  afterEach(() => setLocale('zh'));

  it('names its table, columns, dialog and dictionary items in English, never by a key', async () => {
    await setLocale('en');
    const user = userEvent.setup();
    renderApp('/website/carousel');
    const table = await screen.findByRole('table', { name: 'Carousel' }, { timeout: 30_000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent ?? '');
    for (const name of ['Title', 'Language', 'Picture', 'Link', 'Order']) {
      expect(
        headers.some((header) => header.includes(name)),
        name,
      ).toBe(true);
    }
    expect((await within(table).findAllByRole('cell', { name: 'Chinese' })).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('dialog', { name: 'Add carousel slide' })).toBeInTheDocument();
    // (Chinese is left only in the data: the slides' own titles, the user's and the top menu's names.)
    expect(document.body.textContent).not.toMatch(/console:|resources\.|dicts\.|route\./);
  });
});
