import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from './handlers';

describe('the mocks’ event stream', () => {
  it('answers an open, quiet Server-Sent Events stream that sets an id (no 404 to retry)', async () => {
    const abort = new AbortController();
    const response = await getResponse(
      createHandlers({ baseUrl: 'http://mock.test/api' }),
      new Request('http://mock.test/api/blade-desk/events', { signal: abort.signal }),
    );
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toBe('text/event-stream');
    const reader = response!.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('id: mock-0');
    abort.abort();
    await reader.cancel();
  });
});
