import { Confirm, type Tab } from '@blade-console/ui';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateTabLabel } from '../../router/tabLabel';
import { pagesWithUnsaved } from '../../stores/keptPages';
import { tabAddress, useTabs } from '../../stores/tabs';
import { pageKeyOfAddress } from './lru';

/** The page key of a tab (its kept page). */
export const pageKeyOfTab = (tab: Tab) => pageKeyOfAddress(tabAddress(tab));

/**
 * Asks before unsaved input in kept pages is lost, naming their tabs (issue 22): closing tabs,
 * signing out (from the top bar or the lock screen), switching department. Returns the question's
 * dialog, to render where it can be seen.
 */
export function useUnsavedQuestion(): {
  prompt: ReactNode;
  /** Resolves true at once when none of `closing` holds unsaved input, else with the answer. */
  ask: (closing: readonly Tab[]) => Promise<boolean>;
  /** Asks about every open tab (leaving the session or the department). */
  confirmLeave: () => Promise<boolean>;
} {
  const { t } = useTranslation('console');
  const [pages, setPages] = useState<string[] | null>(null);
  const answer = useRef<((ok: boolean) => void) | null>(null);

  const ask = useCallback(
    (closing: readonly Tab[]) => {
      const names = closing.filter((tab) => pagesWithUnsaved([pageKeyOfTab(tab)]).length);
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

  return { prompt, ask, confirmLeave: () => ask(useTabs.getState().tabs) };
}
