import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { hydrationScript, scriptSafeJson } from './hydrationData';

describe("the page's data in its script", () => {
  it('cannot end the script element or open a comment, whatever a title holds', () => {
    const json = scriptSafeJson({ title: '</script><script>alert(1)</script><!--\u2028' });
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<!--');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script><!--\u2028' });
  });

  it('hands React Router its loader data and errors in the form it revives', () => {
    const script = hydrationScript({
      loaderData: { page: { title: 'a' } },
      actionData: null,
      errors: {
        page: new ErrorResponse(404, 'Not Found', { notFound: true }),
        other: new Error('secret detail'),
      },
    });
    expect(script.startsWith('<script>window.__staticRouterHydrationData=')).toBe(true);
    expect(script).toContain('"loaderData":{"page":{"title":"a"}}');
    expect(script).toContain('"page":{"status":404,"statusText":"Not Found"');
    expect(script).toContain('"__type":"RouteErrorResponse"');
    // A server error's own message stays on the server.
    expect(script).not.toContain('secret detail');
  });
});
