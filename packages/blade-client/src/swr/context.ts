import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { BladeClient } from '../client';

const BladeClientContext = createContext<BladeClient | null>(null);

/** Makes one client available to `useBladeClient()` below it. */
export function BladeClientProvider(props: { client: BladeClient; children?: ReactNode }) {
  return createElement(BladeClientContext.Provider, { value: props.client }, props.children);
}

/** The client of the nearest `BladeClientProvider`. */
export function useBladeClient(): BladeClient {
  const client = useContext(BladeClientContext);
  if (!client) throw new Error('useBladeClient: wrap the tree in <BladeClientProvider client={…}>.');
  return client;
}
