import type { BladeEvent } from '../types/events';

/** What a page hears from the event stream: an event, or `reload` (missed events can't be resent). */
export type BladeStreamMessage = BladeEvent | { type: 'reload' };

/** Whether the page is hidden, and word when that changes (default: `document`). */
export interface PageVisibility {
  hidden(): boolean;
  onChange(listener: () => void): () => void;
}

export function documentVisibility(): PageVisibility | undefined {
  const doc = (globalThis as { document?: Document }).document;
  if (!doc || typeof doc.addEventListener !== 'function') return undefined;
  return {
    hidden: () => doc.visibilityState === 'hidden',
    onChange(listener) {
      doc.addEventListener('visibilitychange', listener);
      return () => doc.removeEventListener('visibilitychange', listener);
    },
  };
}

const keyOf = (message: BladeStreamMessage): string =>
  message.type === 'record'
    ? `record:${message.resource}:${message.id}`
    : message.type === 'task'
      ? `task:${message.taskId}`
      : 'reload';

/**
 * Hands messages to the page's handlers, except while the page is hidden: then they wait, one per
 * record (its latest change; a creation stays a creation) and one per task, and a `reload` stands
 * for everything before it. Shown again, the page gets them at once, in order.
 */
export function createDelivery(visibility: PageVisibility | undefined) {
  const handlers = new Set<(message: BladeStreamMessage) => void>();
  const waiting = new Map<string, BladeStreamMessage>();
  const send = (message: BladeStreamMessage) => {
    for (const handler of [...handlers]) handler(message);
  };
  const flush = () => {
    if (visibility?.hidden()) return;
    const messages = [...waiting.values()];
    waiting.clear();
    for (const message of messages) send(message);
  };
  let stopWatching: (() => void) | undefined;
  return {
    handlers,
    deliver(message: BladeStreamMessage): void {
      if (!visibility?.hidden()) {
        send(message);
        return;
      }
      if (message.type === 'reload') waiting.clear();
      else if (waiting.has('reload')) return;
      const key = keyOf(message);
      const earlier = waiting.get(key);
      waiting.delete(key);
      const kept =
        earlier?.type === 'record' && earlier.operation === 'create' && message.type === 'record'
          ? message.operation === 'delete'
            ? undefined
            : { ...message, operation: 'create' as const }
          : message;
      if (kept) waiting.set(key, kept);
    },
    start(): void {
      stopWatching ??= visibility?.onChange(flush);
    },
    stop(): void {
      stopWatching?.();
      stopWatching = undefined;
      waiting.clear();
    },
    /** Messages waiting for the page to be shown (tests and diagnostics). */
    get waiting(): number {
      return waiting.size;
    },
  };
}
