import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

afterEach(cleanup);

describe('Checkbox', () => {
  it('draws only the mark it can show: the tick, or the dash while mixed', () => {
    const { container, rerender } = render(<Checkbox aria-label="行" checked onChange={() => {}} />);
    expect([...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('class'))).toEqual([
      expect.stringContaining('bc-check'),
    ]);
    rerender(<Checkbox aria-label="行" checked={false} indeterminate onChange={() => {}} />);
    expect([...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('class'))).toEqual([
      expect.stringContaining('bc-dash'),
    ]);
    expect(container.querySelector('input')?.indeterminate).toBe(true);
  });

  it('is one styled element: the input and the box are styled from the label (issue 18)', () => {
    const { container } = render(<Checkbox aria-label="行" onChange={() => {}} />);
    const label = container.querySelector('label');
    expect(label?.className).not.toBe('');
    // A table draws one a row: its input and box have no styled component (nor class) of their own.
    expect(container.querySelector('input')?.getAttribute('class')).toBeNull();
    expect(container.querySelector('label > span')?.getAttribute('class')).toBeNull();
  });
});
