import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegionSelect } from './RegionSelect';

// The region tree, one level per call as the server answers `lazy-tree`.
const levels: Record<string, { value: string; title: string; hasChildren: boolean }[]> = {
  '00': [{ value: '32', title: '江苏省', hasChildren: true }],
  '32': [{ value: '3205', title: '苏州市', hasChildren: true }],
  '3205': [{ value: '320505', title: '虎丘区', hasChildren: false }],
};

vi.mock('../../session/client', () => ({
  client: { system: { region: { lazyTree: async (code: string) => levels[code] ?? [] } } },
}));

afterEach(cleanup);

const column = { field: 'pickupRegion', label: '取货地区' };

describe('RegionSelect', () => {
  it("reads as the region's name in the view dialog, not as a disabled picker (issue 39)", async () => {
    render(<RegionSelect column={column} label="取货地区" value="320505" onChange={() => {}} readOnly />);
    expect(await screen.findByText('虎丘区')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('is a picker in the form', async () => {
    render(<RegionSelect column={column} label="取货地区" value="320505" onChange={() => {}} />);
    expect(await screen.findByRole('combobox')).toBeEnabled();
  });
});
