import { useEffect, useRef } from 'react';
import type { BladeStreamMessage } from '../events/eventStream';
import type { BladeEvent } from '../types/events';
import { useBladeClient } from './context';

/** Which events a component hears: fields an event must have (`{ type: 'record', resource: 'param' }`), or a test. */
export type BladeEventFilter =
  | Partial<Pick<BladeEvent, 'type'> & { resource: string; id: string }>
  | ((event: BladeEvent) => boolean);

function matches(filter: BladeEventFilter, event: BladeEvent): boolean {
  if (typeof filter === 'function') return filter(event);
  const fields = event as unknown as Record<string, unknown>;
  return Object.entries(filter).every(([key, value]) => value === undefined || fields[key] === value);
}

/**
 * Hears the event stream (issue 42) while mounted: `handler` gets each event `filter` accepts, and
 * every `reload` (missed events that could not be resent: refetch what is shown). The browser keeps
 * one connection whatever mounts this (`client.events`); a hidden page hears its events when shown.
 * `filter` and `handler` may change on every render.
 */
export function useBladeEvents(
  filter: BladeEventFilter,
  handler: (message: BladeStreamMessage) => void,
  enabled = true,
): void {
  const client = useBladeClient();
  const latest = useRef({ filter, handler });
  latest.current = { filter, handler };
  useEffect(() => {
    if (!enabled) return undefined;
    return client.events.subscribe((message) => {
      const { filter: wanted, handler: handle } = latest.current;
      if (message.type === 'reload' || matches(wanted, message)) handle(message);
    });
  }, [client, enabled]);
}
