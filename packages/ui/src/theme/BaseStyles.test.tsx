import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { BaseStyles } from './BaseStyles';
import { GlobalStyles } from './GlobalStyles';

function cssOf(element: React.ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(element));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('BaseStyles', () => {
  it("are GlobalStyles' base rules without the themes' tokens (a page that inlines themeCss())", () => {
    const base = cssOf(<BaseStyles />);
    expect(base).toContain('box-sizing:border-box');
    expect(base).not.toContain('[data-theme="theme-dark"]');
    const global = cssOf(<GlobalStyles />);
    expect(global).toContain('box-sizing:border-box');
    expect(global).toContain('[data-theme="theme-dark"]');
  });
});
