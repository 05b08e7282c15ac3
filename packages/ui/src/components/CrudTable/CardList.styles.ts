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

/** The page's checkbox, and what is checked beside it (wrapping under it when there is no room). */
export const SelectAllLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[1]} ${vars.space[3]};
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

/**
 * The card's first line: its checkbox and title, then its actions, which move to a line of their
 * own (at the right) when they would cut the title: a code such as menu_category is what a person
 * reads the card by, and three buttons beside it left "menu_…" on a 360 px phone.
 */
export const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[2]};
  min-width: 0;
`;

/** The checkbox and the title: one piece, never wider than the card (the title is cut there). */
export const CardTitleLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  /* As wide as its content: the actions wrap below when that and they do not fit on one line. */
  flex: 1 1 auto;
  min-width: 0;
  max-width: 100%;
`;

export const CardActions = styled.div`
  margin-left: auto;
`;

/** The title field's value: the card's heading, cut with an ellipsis only past the card's width. */
export const CardTitle = styled.div`
  flex: 1 1 auto;
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
  /* Labels at most two fifths, wrapped at their words: the values (ids, grant lists) need the room. */
  grid-template-columns: fit-content(40%) minmax(0, 1fr);
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: ${vars.space[2]} 0 0;
  font-size: ${vars.fontSize.sm};

  > div {
    display: contents;
  }
  dt {
    color: ${c.textMuted};
    overflow-wrap: break-word;
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
