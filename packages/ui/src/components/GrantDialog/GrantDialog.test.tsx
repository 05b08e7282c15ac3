import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuTree } from '../Tree/fixtures';
import { GrantDialog, type GrantSection } from '.';

const granted: GrantSection[] = [{ key: 'menu', label: '菜单', data: menuTree, checkedKeys: ['2'] }];

describe('GrantDialog', () => {
  it('draws the trees with what is granted from their first frame, not the previous ticks first', async () => {
    const props = { open: true, onOpenChange: () => {}, title: '菜单配置', onSubmit: () => {} };
    // Opened while the trees and keys load: nothing granted is known yet.
    const { rerender } = render(<GrantDialog {...props} loading sections={[]} />);
    const dialog = await screen.findByRole('dialog', { name: '菜单配置' });

    // Every change of a tick, from the moment the loaded trees arrive.
    const tickChanges: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const item = record.target as Element;
        tickChanges.push(`${item.textContent}: ${record.oldValue} → ${item.getAttribute('aria-checked')}`);
      }
    });
    observer.observe(dialog, { subtree: true, attributeFilter: ['aria-checked'], attributeOldValue: true });
    await act(async () => rerender(<GrantDialog {...props} loading={false} sections={granted} />));
    observer.disconnect();

    const checkedNow = screen
      .getAllByRole('treeitem')
      .filter((item) => item.getAttribute('aria-checked') === 'true');
    expect(checkedNow.length).toBeGreaterThan(0);
    // Before: the trees were first drawn unticked, then ticked by an effect (a visible flash).
    expect(tickChanges).toEqual([]);
  });
});
