import { setLocale } from '@blade-console/ui';
import { i18n as uiI18n } from '@blade-console/ui/i18n';
import { renderHook, waitFor } from '@testing-library/react';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { useTabLabel } from './tabLabel';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: {
    en: { console: { route: { param: 'Parameters' } } },
    zh: { console: { route: { param: '参数管理' } } },
  },
});

const param = { label: 'console:route.param|参数管理', value: '/system/param' };
const user = { label: 'console:route.user|用户管理', value: '/system/user' };

describe('useTabLabel (every open tab is labelled again whenever a tab is chosen)', () => {
  it('translates each label once for one t, and again for a new language', () => {
    const en = vi.fn(i18n.getFixedT('en')) as unknown as TFunction;
    const { result, rerender } = renderHook(({ t }) => useTabLabel(t), { initialProps: { t: en } });
    expect(result.current(param)).toBe('Parameters');
    expect(result.current(user)).toBe('用户管理');
    rerender({ t: en });
    expect(result.current(param)).toBe('Parameters');
    expect(result.current({ ...param, value: '/other' })).toBe('Parameters');
    expect(en).toHaveBeenCalledTimes(2);

    rerender({ t: i18n.getFixedT('zh') });
    expect(result.current(param)).toBe('参数管理');
  });
});

describe('a kept tab of a page whose strings load with it', () => {
  it('reads in English once those strings have loaded, before that page has opened', async () => {
    await setLocale('en');
    try {
      const t = uiI18n.getFixedT('en', 'console');
      const leave = {
        label: 'flow:leave.formTitle|请假申请',
        value: '/work/process/leave/form/Leave%3A1%3A1',
      };
      const { result } = renderHook(() => useTabLabel(t));
      // Not loaded yet: the fallback, while the tabs bar asks for the strings.
      expect(result.current(leave)).toBe('请假申请');
      await waitFor(() => expect(result.current(leave)).toBe('Leave request'));
    } finally {
      await setLocale('zh');
    }
  });
});
