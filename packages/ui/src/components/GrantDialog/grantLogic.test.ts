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
  it('keeps keys the tree does not know', () => {
    expect(grantSelection([], ['x']).checked).toEqual(['x']);
  });
});
