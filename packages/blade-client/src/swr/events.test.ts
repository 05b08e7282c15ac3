// @vitest-environment jsdom
// (hooks rendered into a document)
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BladeClient } from '../client';
import type { BladeStreamMessage } from '../events/eventStream';
import { BladeClientProvider } from './context';
import { useBladeEvents } from './events';

/** A client whose event stream the test drives: what subscribed, and a way to send to it. */
function streamClient() {
  const handlers = new Set<(message: BladeStreamMessage) => void>();
  const client = {
    events: {
      role: 'leader',
      subscribe(handler: (message: BladeStreamMessage) => void) {
        handlers.add(handler);
        return () => handlers.delete(handler);
      },
    },
  } as unknown as BladeClient;
  const send = (message: BladeStreamMessage) => {
    for (const handler of handlers) handler(message);
  };
  const wrapper = ({ children }: { children?: ReactNode }) =>
    createElement(BladeClientProvider, { client }, children);
  return { handlers, send, wrapper };
}

const change = (resource: string, id = '1') =>
  ({ type: 'record', resource, id, operation: 'update', by: { id: '9', name: 'B' } }) as const;

describe('useBladeEvents', () => {
  it('hears the events its filter accepts and every reload, until unmounted', () => {
    const { handlers, send, wrapper } = streamClient();
    const handler = vi.fn();
    const { unmount } = renderHook(() => useBladeEvents({ type: 'record', resource: 'param' }, handler), {
      wrapper,
    });
    send(change('param'));
    send(change('notice'));
    send({ type: 'task', taskId: '3', name: '审批' });
    send({ type: 'reload' });
    expect(handler.mock.calls.map(([message]) => message)).toEqual([change('param'), { type: 'reload' }]);
    unmount();
    expect(handlers.size).toBe(0);
  });

  it('subscribes once whatever the render, and not at all while disabled', () => {
    const { handlers, send, wrapper } = streamClient();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(
      ({ handle, on }) => useBladeEvents((e) => e.type === 'task', handle, on),
      {
        wrapper,
        initialProps: { handle: first, on: false },
      },
    );
    expect(handlers.size).toBe(0);
    rerender({ handle: first, on: true });
    rerender({ handle: second, on: true });
    expect(handlers.size).toBe(1);
    send({ type: 'task', taskId: '3', name: '审批' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
