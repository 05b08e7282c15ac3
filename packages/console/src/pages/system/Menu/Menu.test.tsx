import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuColumns } from './Menu';

describe('menu page: the icon column', () => {
  it('draws the icon, named by its class, rather than the class string', () => {
    const source = menuColumns({ menus: [], categories: [], actions: [], yesNo: [] }).find(
      (column) => column.field === 'source',
    );
    render(<div>{source?.render?.('iconfont iconicon_setting', {} as never)}</div>);
    const icon = screen.getByRole('img', { name: 'iconfont iconicon_setting' });
    expect(icon.querySelector('svg')).not.toBeNull();
    expect(icon).not.toHaveTextContent('iconfont');
  });
});
