import { describe, expect, it } from 'vitest';
import { MASK } from '../src/logs/mask';
import { MaskingSpanProcessor } from '../src/tracing/masking';

/** A span as the processor sees it when it ends: only its attributes matter here. */
const endedSpan = (attributes: Record<string, unknown>) =>
  ({ attributes }) as unknown as Parameters<MaskingSpanProcessor['onEnd']>[0];

describe('MaskingSpanProcessor (issue 41: traces show no more than the log)', () => {
  it('masks passwords and tokens in URLs and queries, and leaves other attributes alone', () => {
    const span = endedSpan({
      'url.full': 'http://x/api/blade-auth/oauth/token?username=admin&password=21232f&refresh_token=abc',
      'url.query': 'tenantId=000000&password=21232f',
      'http.request.method': 'POST',
      'http.response.status_code': 200,
    });
    new MaskingSpanProcessor().onEnd(span);
    expect(span.attributes).toEqual({
      'url.full': `http://x/api/blade-auth/oauth/token?username=admin&password=${MASK}&refresh_token=${MASK}`,
      'url.query': `tenantId=000000&password=${MASK}`,
      'http.request.method': 'POST',
      'http.response.status_code': 200,
    });
  });

  it("masks a sign-in's one-time code and state, but a dictionary's code elsewhere stays readable", () => {
    const signIn = endedSpan({
      'url.path': '/api/blade-auth/oauth/token',
      'url.query': 'source=github&code=s3cr3t&state=x1',
    });
    new MaskingSpanProcessor().onEnd(signIn);
    expect(signIn.attributes['url.query']).toBe(`source=github&code=${MASK}&state=${MASK}`);

    const dict = endedSpan({ 'url.path': '/api/blade-system/dict/dictionary', 'url.query': 'code=sex' });
    new MaskingSpanProcessor().onEnd(dict);
    expect(dict.attributes['url.query']).toBe('code=sex');
  });

  it('cuts a failed query’s parameters from the span’s status and its exception event', () => {
    const failed =
      'Failed query: update blade_user set password = $1 where id = $2\nparams: $2a$10$SECRETHASH,7';
    const span = {
      attributes: { 'db.statement': 'update blade_user set password = $1 where id = $2' },
      status: { code: 2, message: failed },
      events: [
        {
          name: 'exception',
          attributes: { 'exception.message': failed, 'exception.stacktrace': `Error: ${failed}\n    at x` },
        },
      ],
    } as unknown as Parameters<MaskingSpanProcessor['onEnd']>[0];
    new MaskingSpanProcessor().onEnd(span);
    expect(JSON.stringify(span)).not.toContain('SECRETHASH');
    expect(span.status.message).toBe(
      'Failed query: update blade_user set password = $1 where id = $2\nparams: …',
    );
    expect(span.events[0]!.attributes!['exception.stacktrace']).toMatch(/params: …\n {4}at x$/);
    expect(span.attributes['db.statement']).toBe('update blade_user set password = $1 where id = $2');
  });
});
