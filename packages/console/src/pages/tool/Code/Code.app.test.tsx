import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAddForm, setupConsoleScreens } from '../../../test/consoleScreens';
import { renderApp } from '../../../test/renderApp';
import { pressRowAction } from '../../../test/rowActions';

/**
 * 研发工具 › 代码生成 in jsdom against the SDK's mocks, which generate with the real generator: a
 * setting generates, its files are previewed highlighted, and the zip is downloaded.
 */
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const { store } = setupConsoleScreens(() => [import('./Code')]);

afterEach(() => {
  // Put back what jsdom has (nothing): the object-URL stand-ins of the download test.
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  vi.mocked(HTMLAnchorElement.prototype.click).mockRestore?.();
});

/** The page at /tool/code, once its table is there (the first render of a file loads the shell's chunks). */
async function openPage() {
  renderApp('/tool/code');
  await screen.findByRole('table', { name: '代码生成' }, { timeout: 30_000 });
}
const demoRow = async () => (await screen.findAllByRole('cell', { name: 'blade_notice' }))[0]!.closest('tr')!;

const FILES = [
  'packages/blade-schema/src/resources/demo/notice.ts',
  'packages/server/test/notice.test.ts',
  'generated/notice.md',
];

describe('generate → preview → download', () => {
  it('lists the generated files, shows each highlighted and downloads them as a zip', async () => {
    // jsdom has no object URLs and does not follow a download link: record both.
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:zip';
    };
    URL.revokeObjectURL = () => undefined;
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });

    const user = userEvent.setup();
    await openPage();
    const row = await demoRow();
    await pressRowAction(user, row, '生成');
    const dialog = await screen.findByRole('dialog', { name: '代码预览' });
    const list = within(dialog).getByRole('list', { name: '生成的文件' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(FILES),
    );
    expect(within(list).getByRole('button', { name: FILES[0] })).toHaveAttribute('aria-current', 'true');

    // The definition, highlighted: keywords and strings in highlight.js's classes, its text intact.
    const definition = within(dialog).getByLabelText(FILES[0]!);
    await waitFor(() => expect(definition.querySelector('.hljs-keyword')).not.toBeNull());
    expect(definition.querySelector('.hljs-string')).not.toBeNull();
    expect(definition).toHaveTextContent("path: '/blade-demo/notice'");
    expect(definition.querySelector('script, [onerror], [onclick]')).toBeNull();

    await user.click(within(list).getByRole('button', { name: FILES[2] }));
    const readme = within(dialog).getByLabelText(FILES[2]!);
    expect(readme).toHaveAttribute('data-language', 'markdown');
    await waitFor(() => expect(readme).toHaveTextContent(/db:generate blade_notice/));

    await user.click(within(dialog).getByRole('button', { name: '下载 zip' }));
    await waitFor(() => expect(downloads).toEqual(['blade_notice-code.zip']));
    // A zip (its local-file signature) naming every previewed file (names are stored as text).
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const names = new TextDecoder().decode(bytes);
    for (const file of FILES) expect(names).toContain(file);
  });

  it('says why when a setting cannot generate, and keeps the preview closed', async () => {
    const code = store.table('code')[0]!;
    code.packageName = 'org.springblade.9desk';
    const user = userEvent.setup();
    await openPage();
    const row = await demoRow();
    await pressRowAction(user, row, '生成');
    expect(await screen.findByText(/包名「org\.springblade\.9desk」不合法/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '代码预览' })).toBeNull());
  });
});

describe('the settings form', () => {
  it('names each missing field, the data model included', async () => {
    const user = userEvent.setup();
    await openPage();
    const form = await openAddForm(user, '新增代码生成配置');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /数据模型/ })).toHaveAccessibleDescription(
        '请选择数据模型',
      ),
    );
    for (const field of ['服务名称', '模块名称', '表名', '包名']) {
      const box = within(form).getByRole('textbox', { name: new RegExp(`^${field}`) });
      await waitFor(() => expect(box).toHaveAccessibleDescription(new RegExp(`请.*${field}`)));
    }
    expect(store.table('code')).toHaveLength(1);
  });
});
