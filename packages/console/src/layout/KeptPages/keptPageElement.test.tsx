import { render, screen } from '@testing-library/react';
import { Activity, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineKeptPage, KEPT_PAGE_TAG } from './keptPageElement';

defineKeptPage();

/** A kept page as KeptPages draws it: `<kept-page>` as the Activity's one top element. */
function KeptPage({ shown }: { shown: boolean }) {
  return (
    <Activity mode={shown ? 'visible' : 'hidden'}>
      {createElement(KEPT_PAGE_TAG, { 'data-testid': 'page' }, <button type="button">保存</button>)}
    </Activity>
  );
}

const page = () => screen.getByTestId('page');

afterEach(() => vi.unstubAllGlobals());

describe('<kept-page> where the browser keeps a hidden subtree’s rendering', () => {
  it('takes Activity’s display: none as content-visibility: hidden, and shows as a block again', () => {
    vi.stubGlobal('CSS', { supports: (property: string) => property === 'content-visibility' });
    const { rerender } = render(<KeptPage shown />);
    expect(page().style.display).toBe('block');
    expect(page().style.getPropertyValue('content-visibility')).toBe('');

    rerender(<KeptPage shown={false} />);
    // Not `none`: its descendants keep their styles and layout while hidden.
    expect(page().style.display).toBe('block');
    expect(page().style.getPropertyValue('content-visibility')).toBe('hidden');

    rerender(<KeptPage shown />);
    expect(page().style.display).toBe('block');
    expect(page().style.getPropertyValue('content-visibility')).toBe('');
  });

  it('starts hidden when first drawn hidden, and leaves its other style properties alone', () => {
    vi.stubGlobal('CSS', { supports: () => true });
    render(<KeptPage shown={false} />);
    expect(page().style.getPropertyValue('content-visibility')).toBe('hidden');
    page().style.setProperty('color', 'red');
    page().style.marginTop = '4px';
    expect(page().getAttribute('style')).toContain('color: red');
    expect(page().getAttribute('style')).toContain('margin-top: 4px');
  });
});

describe('<kept-page> elsewhere (jsdom, older browsers)', () => {
  it('hides with display: none as Activity does, and shows as a block, not inline', () => {
    const { rerender } = render(<KeptPage shown />);
    expect(screen.getByRole('button', { name: '保存' })).toBeVisible();
    rerender(<KeptPage shown={false} />);
    expect(page().style.display).toBe('none');
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    rerender(<KeptPage shown />);
    expect(page().style.display).toBe('block');
    expect(screen.getByRole('button', { name: '保存' })).toBeVisible();
  });
});
