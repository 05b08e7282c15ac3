import { BladeApiError, createBladeClient, isBladeError } from '@blade-console/blade-client';
import { UiProvider } from '@blade-console/ui';
import { configure, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { App } from './App';
import { describeFailure } from './errors';

// The English strings are a chunk the library loads on first use: on a busy machine (the whole test
// suite running beside it) that can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });

// Any Han character: none should be left on an English page.
const chinese = /\p{Script=Han}/u;

test('on an English page, the library speaks English from the first render on', async () => {
  expect(document.documentElement.lang).toBe('en');
  render(
    <UiProvider locale="en">
      <App />
    </UiProvider>,
  );
  expect(await screen.findByRole('button', { name: 'Search' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
  expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
  // The table's rows are virtualised, and jsdom lays nothing out: its count stands for them.
  expect(screen.getByText('4 in total')).toBeTruthy();
  expect(document.body.textContent).not.toMatch(chinese);
  // The test's own limit is above the wait for the strings (Vitest's default 5 s was below it).
}, 20_000);

test('a refused call rejects with a typed SDK error', async () => {
  const refuse = async () =>
    new Response(JSON.stringify({ code: 400, success: false, msg: 'Waybill prefix taken' }), {
      status: 400,
      headers: { 'content-type': 'application/json' },
    });
  const client = createBladeClient({ baseUrl: 'http://api.test/api', fetch: refuse });
  const error = await client.system.param.list({ current: 1, size: 10 }).catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(BladeApiError);
  expect(isBladeError(error)).toBe(true);
  expect(describeFailure(error)).toBe('400 (HTTP 400): Waybill prefix taken');
});
