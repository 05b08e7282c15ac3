import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';

/** A 24-column grid (Avue's `span`): two fields per row by default, long fields across. */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(24, minmax(0, 1fr));
  column-gap: ${vars.space[4]};
  padding-top: ${vars.space[2]};

  /* One field per row there (see Cell): 23 gaps of 16px alone would be wider than a phone. */
  @media (max-width: 640px) {
    column-gap: 0;
  }
`;

export const Cell = styled.div<{ $span: number }>`
  grid-column: span ${(p) => p.$span};
  min-width: 0;

  /* Narrow dialogs and phones: one field per row. */
  @media (max-width: 640px) {
    grid-column: span 24;
  }
`;

export const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[8]} 0;
`;
