import { act, cleanup, render } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../components/Button';
import { Checkbox } from '../components/Checkbox';
import { DatePicker } from '../components/DatePicker';
import { Input } from '../components/Input';
import { Pagination } from '../components/Pagination';
import { Select } from '../components/Select';
import { Switch } from '../components/Switch';
import { Tree } from '../components/Tree';
import { UiProvider } from '../provider/UiProvider';
import { applyAccent, applyTheme, resetAccent } from './runtime';
import { DEFAULT_THEME, themeNames } from './themes';

afterEach(() => {
  cleanup();
  applyTheme(DEFAULT_THEME);
  resetAccent();
});

/**
 * ARCHITECTURE "Theming": switching a theme or the accent colour changes attributes and CSS
 * variables only — no React component renders again.
 */
describe('theme switching', () => {
  it('re-renders no component when the theme or the accent changes', async () => {
    const onRender = vi.fn<ProfilerOnRenderCallback>();
    render(
      <UiProvider toaster={false}>
        <Profiler id="app" onRender={onRender}>
          <Button variant="primary">保存</Button>
          <Input aria-label="名称" defaultValue="x" />
          <Checkbox defaultChecked>勾选</Checkbox>
          <Switch aria-label="开关" />
          <Select aria-label="仓库" options={[{ label: '上海', value: 'sh' }]} />
          <Pagination total={400} page={3} onChange={() => {}} />
          <DatePicker aria-label="日期" defaultValue="2026-03-15" />
          <Tree aria-label="树" data={[{ id: '1', title: '根', children: [{ id: '2', title: '叶' }] }]} />
        </Profiler>
      </UiProvider>,
    );
    await act(async () => {});
    const mounted = onRender.mock.calls.length;
    expect(mounted).toBeGreaterThan(0);

    await act(async () => {
      for (const name of themeNames) applyTheme(name);
      applyAccent('#F5222D');
      applyAccent('#13C2C2');
    });

    expect(document.documentElement.getAttribute('data-theme')).toBe(themeNames[themeNames.length - 1]);
    expect(onRender.mock.calls.length).toBe(mounted);
  });
});
