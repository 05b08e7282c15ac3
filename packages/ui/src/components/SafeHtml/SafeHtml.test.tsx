import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitize';
import { DANGEROUS_TAGS, dangerousAttributes, OWASP_XSS_PAYLOADS } from './xssPayloads';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

afterEach(() => {
  delete window.__xss;
});

describe('sanitizeHtml', () => {
  it('keeps the formatting the editor writes', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>' +
      '<ul><li><p>one</p></li></ul><blockquote><p>q</p></blockquote>' +
      '<p><a href="https://example.com/a" rel="noopener noreferrer nofollow">link</a></p>' +
      '<img src="https://cdn.example.com/p.png" alt="p">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops styles and makes new-window links unable to reach this page', () => {
    expect(sanitizeHtml('<p style="position:fixed">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<a href="https://e.com" target="_blank">x</a>')).toBe(
      '<a href="https://e.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(42)).toBe('');
  });

  it.each(OWASP_XSS_PAYLOADS)('leaves nothing that runs of %s', (payload) => {
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeHtml(payload);
    expect(holder.querySelectorAll(DANGEROUS_TAGS)).toHaveLength(0);
    expect(dangerousAttributes(holder)).toEqual([]);
  });
});

describe('SafeHtml', () => {
  it('renders every OWASP payload inert', () => {
    const { container } = render(
      <div>
        {OWASP_XSS_PAYLOADS.map((payload) => (
          <SafeHtml key={payload} html={payload} />
        ))}
      </div>,
    );
    expect(container.querySelectorAll(DANGEROUS_TAGS)).toHaveLength(0);
    expect(dangerousAttributes(container)).toEqual([]);
    expect(window.__xss).toBeUndefined();
    // The harmless text around the payloads is still there.
    expect(container).toHaveTextContent('click me');
  });
});
