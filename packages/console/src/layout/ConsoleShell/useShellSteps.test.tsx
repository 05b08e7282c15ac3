import { cleanup, render, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useShellSteps } from './useShellSteps';

afterEach(cleanup);

/** Notes what each commit showed (a layout effect runs once per commit that rendered it). */
function Shell({ commits }: { commits: string[] }) {
  const { barsShown, pagesShown } = useShellSteps();
  useLayoutEffect(() => {
    commits.push(`${barsShown ? 'bars' : 'frame'}${pagesShown ? '+page' : ''}`);
  });
  return null;
}

describe('useShellSteps', () => {
  it('commits the frame first, then the bars, then the page: three steps, none skipped', async () => {
    const commits: string[] = [];
    render(<Shell commits={commits} />);
    await waitFor(() => expect(commits.at(-1)).toBe('bars+page'));
    // Each step is a commit of its own, so the browser can paint it before the next renders.
    expect(commits).toEqual(['frame', 'bars', 'bars+page']);
  });
});
