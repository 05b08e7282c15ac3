import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';

const c = vars.color;

/** The cards' scrolling area: the table's place on a phone. */
export const CardArea = styled.div`
  position: relative;
  min-height: 120px;
  padding: ${vars.space[3]};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

export const CardItems = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

export const Card = styled.li<{ $depth: number }>`
  margin-left: ${(p) => p.$depth * 16}px;
  padding: ${vars.space[3]};
  border: 1px solid ${c.border};
  border-radius: ${vars.radius.md};
  background: ${c.surface};
  &[data-selected] {
    background: ${c.accentLight};
  }
`;

export const CardHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
`;

/** The title field's value: the card's heading, cut with an ellipsis only past the card's width. */
export const CardTitle = styled.div`
  flex: 1;
  min-width: 0;
  font-weight: ${vars.fontWeight.semibold};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;

  > span {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** The key fields, "label: value", the labels in one column. */
export const CardFields = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: ${vars.space[2]} 0 0;
  font-size: ${vars.fontSize.sm};

  > div {
    display: contents;
  }
  dt {
    color: ${c.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
