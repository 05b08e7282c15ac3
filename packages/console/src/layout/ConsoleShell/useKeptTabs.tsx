import { Confirm, type Tab } from '@blade-console/ui';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { translateTabLabel } from '../../router/tabLabel';
import { dataKeysOf, forgetPage, pagesWithUnsaved, useKeptPages } from '../../stores/keptPages';
import { tabAddress, useTabs } from '../../stores/tabs';
import { pageKeyOfAddress } from '../KeptPages';

const keyOf = (tab: Tab) => pageKeyOfAddress(tabAddress(tab));

/**
 * The tab actions that touch kept pages: asking before unsaved input is lost (closing tabs, signing
 * out, switching department) and refreshing one tab. Returns the question's dialog to render.
 */
export function useKeptTabs(): {
  prompt: ReactNode;
  confirmClose: (closing: Tab[]) => Promise<boolean>;
  confirmLeave: () => Promise<boolean>;
  refresh: (tab: Tab) => Promise<void>;
} {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [pages, setPages] = useState<string[] | null>(null);
  const answer = useRef<((ok: boolean) => void) | null>(null);

  const ask = useCallback(
    (closing: readonly Tab[]) => {
      const names = closing.filter((tab) => pagesWithUnsaved([keyOf(tab)]).length);
      if (!names.length) return Promise.resolve(true);
      setPages(names.map((tab) => translateTabLabel(tab.label, t)));
      return new Promise<boolean>((resolve) => {
        answer.current = resolve;
      });
    },
    [t],
  );

  const settle = (ok: boolean) => {
    answer.current?.(ok);
    answer.current = null;
    setPages(null);
  };

  const prompt = (
    <Confirm
      open={pages !== null}
      onOpenChange={(open) => !open && settle(false)}
      onCancel={() => settle(false)}
      onOk={() => settle(true)}
      title={t('keptTabs.unsavedTitle')}
      content={t('keptTabs.unsaved', { pages: (pages ?? []).join('、') })}
      okText={t('keptTabs.discard')}
      tone="warning"
    />
  );

  const refresh = async (tab: Tab) => {
    if (!(await ask([tab]))) return;
    const key = keyOf(tab);
    const keys = dataKeysOf(key);
    forgetPage(key);
    useKeptPages.getState().remount(key);
    if (useTabs.getState().active !== tab.value) navigate(tabAddress(tab));
    // Only this page's queries: its tables load again as they mount, its cached answers are refetched.
    await Promise.all(keys.map((dataKey) => mutate(dataKey)));
  };

  return {
    prompt,
    confirmClose: ask,
    confirmLeave: () => ask(useTabs.getState().tabs),
    refresh,
  };
}
