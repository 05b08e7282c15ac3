import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { checkBoxFace } from '../../utils/choiceStyles';

const c = vars.color;

export const List = styled.ul`
  margin: 0;
  padding: 2px;
  list-style: none;
  color: ${c.text};
  font-size: ${vars.fontSize.md};
  outline: none;
`;

export const Item = styled.li`
  outline: none;
  /* The row shows focus (below); the item itself draws no outline. */
  &:focus-visible { outline: none; }

  & > div {
    display: flex;
    align-items: center;
    gap: 4px;
    min-height: 30px;
    padding-inline-end: ${vars.space[2]};
    border-radius: ${vars.radius.md};
    cursor: pointer;
  }
  & > div:hover { background: ${c.surfaceMuted}; }
  &:focus-visible > div { box-shadow: inset 0 0 0 2px ${c.focusRing}; }
  &[aria-selected='true'] > div { background: ${c.accentLight}; color: ${c.accentText}; }
  &[aria-disabled='true'] > div { color: ${c.textDisabled}; cursor: not-allowed; }
`;

export const Toggle = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  color: ${c.textMuted};
  svg { width: 14px; height: 14px; transition: transform ${vars.motion.durationFast} ${vars.motion.easing}; }
  &[data-open] svg { transform: rotate(90deg); }
`;

export const Box = styled.span`
  ${checkBoxFace}
  position: relative;

  &[data-state='checked'], &[data-state='mixed'] { background: ${c.accent}; border-color: ${c.accent}; }
  [aria-disabled='true'] > div > & { background: ${c.surfaceMuted}; border-color: ${c.border}; color: ${c.textDisabled}; }
`;

export const Label = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Note = styled.span`
  color: ${c.textMuted};
  font-size: ${vars.fontSize.xs};
  &[data-error] { color: ${c.dangerText}; }
`;
