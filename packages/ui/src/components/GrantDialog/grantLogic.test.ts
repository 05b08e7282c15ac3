import { describe, expect, it } from 'vitest';
import { menuTree } from '../Tree/fixtures';
import { grantSelection } from './grantLogic';

describe('grantSelection', () => {
  it('counts a parent as checked only when all its children are', () => {
    const s = grantSelection(menuTree, ['1', '11', '21', '22', '2']);
    expect(s.checked).toEqual(expect.arrayContaining(['11', '21', '22', '2']));
    expect(s.checked).not.toContain('1');
    expect(s.halfChecked).toEqual(['1']);
  });
  it('shows a granted parent with no granted child as its whole branch, so a save keeps it', () => {
    // The workflow demo grants its pages without their buttons; the next save must not drop them.
    const s = grantSelection(menuTree, ['3', '2', '21']);
    expect(s.checked).toEqual(expect.arrayContaining(['3', '31', '32', '21']));
    expect(s.halfChecked).toEqual(['2']);
    expect(s.checked).not.toContain('22');
  });
  it('leaves a locked child out of a whole branch', () => {
    const s = grantSelection(menuTree, ['1']);
    expect(s.checked).toEqual(expect.arrayContaining(['1', '11', '12', '13']));
    expect(s.checked).not.toContain('14');
  });
  it('keeps keys the tree does not know', () => {
    expect(grantSelection([], ['x']).checked).toEqual(['x']);
  });
});
