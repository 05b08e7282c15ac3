import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';

/** The form's 24-column grid, so a record reads where its fields were typed. */
export const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(24, minmax(0, 1fr));
  column-gap: ${vars.space[4]};
  row-gap: ${vars.space[3]};
  margin: 0;
  padding: ${vars.space[2]} 0;

  @media (max-width: 640px) {
    column-gap: 0;
  }
`;

export const Item = styled.div<{ $span: number; $labelWidth: string }>`
  grid-column: span ${(p) => p.$span};
  display: grid;
  grid-template-columns: ${(p) => p.$labelWidth} minmax(0, 1fr);
  column-gap: ${vars.space[3]};
  align-items: baseline;
  min-width: 0;

  /* Phones: one item a row, the label above its value. */
  @media (max-width: 640px) {
    grid-column: span 24;
    grid-template-columns: minmax(0, 1fr);
    row-gap: ${vars.space[1]};
  }
`;

export const Term = styled.dt`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  text-align: right;
  overflow-wrap: anywhere;

  @media (max-width: 640px) {
    text-align: left;
  }
`;

export const Detail = styled.dd`
  margin: 0;
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  /* Long text keeps its lines and breaks anywhere rather than widening the dialog. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  min-width: 0;
`;

/** Muted (readable: textDisabled fails contrast) and in italics, so it is not taken for a value. */
export const Unset = styled.span`
  color: ${vars.color.textMuted};
  font-style: italic;
`;

export const Pictures = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const Picture = styled.img<{ $round: boolean }>`
  width: 64px;
  height: 64px;
  object-fit: cover;
  border-radius: ${(p) => (p.$round ? vars.radius.full : vars.radius.md)};
  background: ${vars.color.surfaceMuted};
`;

export const Files = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: normal;

  a { color: ${vars.color.accentText}; }
`;
