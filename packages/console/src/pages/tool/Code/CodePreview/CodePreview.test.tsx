import { adminTokenResponse } from '@blade-console/blade-client/mocks';
import { UiProvider } from '@blade-console/ui';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadShellStrings } from '../../../../i18n';
import { signedIn } from '../../../../session/session';
import { setupMockApi } from '../../../../test/mockApi';
import { CodePreview } from './CodePreview';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const { store } = setupMockApi();

beforeAll(async () => {
  await loadShellStrings();
});
beforeEach(() => {
  signedIn(adminTokenResponse());
});

const demoId = () => String(store.table('code')[0]!.id);

describe('CodePreview', () => {
  it('is closed without a setting, and asks for no files', () => {
    render(
      <UiProvider>
        <CodePreview codeId={undefined} onClose={() => undefined} />
      </UiProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows markup in a generated file as text: nothing of it runs or renders', async () => {
    // A module name a person typed with HTML in it ends up in the generated definition.
    store.table('code')[0]!.codeName = '<img src=x onerror="window.__xss=1">公告';
    render(
      <UiProvider>
        <CodePreview codeId={demoId()} onClose={() => undefined} />
      </UiProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: '代码预览' });
    const list = within(dialog).getByRole('list', { name: '生成的文件' });
    await userEvent.click(await within(list).findByRole('button', { name: /resources\/demo\/notice/ }));
    const strings = within(dialog).getByLabelText('packages/blade-schema/src/resources/demo/notice.ts');
    await waitFor(() => expect(strings).toHaveTextContent('<img src=x onerror="window.__xss=1">公告'));
    expect(strings.querySelector('img, [onerror]')).toBeNull();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('closes itself when the setting cannot generate', async () => {
    const onClose = vi.fn();
    store.table('code')[0]!.modelId = 'gone';
    render(
      <UiProvider>
        <CodePreview codeId={demoId()} onClose={onClose} />
      </UiProvider>,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
