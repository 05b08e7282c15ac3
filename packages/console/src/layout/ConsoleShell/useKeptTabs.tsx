import type { Tab } from '@blade-console/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { dataKeysOf, forgetPage, useKeptPages } from '../../stores/keptPages';
import { tabAddress, useTabs } from '../../stores/tabs';
import { pageKeyOfTab, useUnsavedQuestion } from '../KeptPages';

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
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { prompt, ask, confirmLeave } = useUnsavedQuestion();

  const refresh = async (tab: Tab) => {
    if (!(await ask([tab]))) return;
    const key = pageKeyOfTab(tab);
    const keys = dataKeysOf(key);
    forgetPage(key);
    useKeptPages.getState().remount(key);
    if (useTabs.getState().active !== tab.value) navigate(tabAddress(tab));
    // Only this page's queries: its tables load again as they mount, its cached answers are refetched.
    await Promise.all(keys.map((dataKey) => mutate(dataKey)));
  };

  return { prompt, confirmClose: ask, confirmLeave, refresh };
}
