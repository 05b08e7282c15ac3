import { website } from '../config';

/**
 * What one tab of the console tells the others (issue 24): the session changed (sign-in, sign-out,
 * refresh, another department or role) or the preferences did (language, theme, colour). Sent over
 * a BroadcastChannel; the storage events of the same records are the fallback where it is missing
 * (and a second, harmless, signal where it is not: the listeners compare before they act).
 */
export type TabNews = 'session' | 'preferences';

const RECORDS: Record<string, TabNews> = {
  token: 'session',
  userInfo: 'session',
  language: 'preferences',
  themeName: 'preferences',
  colorName: 'preferences',
};

let channel: BroadcastChannel | null | undefined;

/** The tab's one channel: a channel never hears its own messages, so a tab never hears itself. */
function tabChannel(): BroadcastChannel | undefined {
  if (channel === undefined) {
    channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${website.storagePrefix}-tabs`);
  }
  return channel ?? undefined;
}

export function tellOtherTabs(news: TabNews): void {
  tabChannel()?.postMessage(news);
}

/** Calls `listener` for news from the other tabs of this browser; returns a stop function. */
export function onOtherTabs(listener: (news: TabNews) => void): () => void {
  const fromChannel = (event: MessageEvent) => {
    if (event.data === 'session' || event.data === 'preferences') listener(event.data);
  };
  // Fired only in the other documents of the origin, for their local-storage writes.
  const fromStorage = (event: StorageEvent) => {
    const prefix = `${website.storagePrefix}-`;
    // `key` is null when another tab cleared the whole store.
    if (event.key === null) return listener('session');
    if (!event.key.startsWith(prefix)) return;
    const news = RECORDS[event.key.slice(prefix.length)];
    if (news) listener(news);
  };
  // A tab the browser froze in the background may have missed both: it looks again when it is back.
  const onReturn = () => {
    if (document.visibilityState !== 'visible') return;
    listener('session');
    listener('preferences');
  };
  const current = tabChannel();
  current?.addEventListener('message', fromChannel);
  window.addEventListener('storage', fromStorage);
  document.addEventListener('visibilitychange', onReturn);
  window.addEventListener('pageshow', onReturn);
  return () => {
    current?.removeEventListener('message', fromChannel);
    window.removeEventListener('storage', fromStorage);
    document.removeEventListener('visibilitychange', onReturn);
    window.removeEventListener('pageshow', onReturn);
  };
}
