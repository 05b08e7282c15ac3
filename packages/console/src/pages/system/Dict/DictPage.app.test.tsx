import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, it, vi } from 'vitest';
import { setupConsoleScreens } from '../../../test/consoleScreens';
import { renderApp } from '../../../test/renderApp';

/** The dictionaries page against the SDK's mocks, in jsdom. */
configure({ asyncUtilTimeout: 30_000 });
vi.setConfig({ testTimeout: 90_000 });

setupConsoleScreens(() => [import('./Dict')]);

// Choosing a dictionary brings its items into view; jsdom has no scrolling.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

it("names the items' add dialog after items, not dictionaries (新增字典项)", async () => {
  const user = userEvent.setup();
  renderApp('/system/dict');
  // The section and its table are both named by the list's title.
  const [parents] = await screen.findAllByRole('region', { name: '字典列表' });
  const [config] = await within(parents!).findAllByRole('button', { name: '字典配置' });
  await user.click(config!);
  const [items] = screen.getAllByRole('region', { name: '字典项' });
  await user.click(await within(items!).findByRole('button', { name: /新\s*增/ }));
  expect(await screen.findByRole('dialog', { name: '新增字典项' })).toBeInTheDocument();
});
