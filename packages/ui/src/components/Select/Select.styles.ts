import * as Popover from '@radix-ui/react-popover';
import { css, styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { bareIconButton } from '../../utils/bareButton';
import { popupSurface } from '../../utils/popupSurface';

export type SelectSize = 'small' | 'default' | 'large';

const c = vars.color;

const heights: Record<SelectSize, ReturnType<typeof css>> = {
  small: css`
    min-height: ${vars.control.sm};
    font-size: ${vars.fontSize.xs};
    --bc-select-pad: ${vars.space[2]};
  `,
  default: css`
    min-height: ${vars.control.md};
    font-size: ${vars.fontSize.md};
    --bc-select-pad: ${vars.space[3]};
  `,
  large: css`
    min-height: ${vars.control.lg};
    font-size: ${vars.fontSize.lg};
    --bc-select-pad: ${vars.space[3]};
  `,
};

/** The visible box (anchor of the popup); looks like Input's field. */
export const Field = styled.div<{ $size: SelectSize; $fullWidth: boolean }>`
  position: relative;
  display: ${(p) => (p.$fullWidth ? 'flex' : 'inline-flex')};
  width: ${(p) => (p.$fullWidth ? '100%' : '240px')};
  max-width: 100%;
  box-sizing: border-box;
  align-items: center;
  flex-wrap: wrap;
  gap: 4px;
  padding: 2px calc(var(--bc-select-pad) + 40px) 2px var(--bc-select-pad);
  background: ${c.surface};
  color: ${c.text};
  border: 1px solid ${c.borderStrong};
  border-radius: ${vars.radius.md};
  cursor: pointer;
  transition:
    border-color ${vars.motion.durationFast} ${vars.motion.easing},
    box-shadow ${vars.motion.durationFast} ${vars.motion.easing};
  ${(p) => heights[p.$size]}

  &:hover:not([data-disabled]) { border-color: ${c.accent}; }
  &:focus-within:not([data-disabled]),
  &[data-open] {
    border-color: ${c.accent};
    box-shadow: 0 0 0 1px ${c.accent};
  }
  &[data-invalid] { border-color: ${c.danger}; }
  &[data-invalid]:focus-within { box-shadow: 0 0 0 1px ${c.danger}; }
  &[data-disabled] { background: ${c.surfaceMuted}; color: ${c.textDisabled}; cursor: not-allowed; }
`;

const control = css`
  flex: 1 1 40px;
  min-width: 40px;
  min-height: calc(var(--bc-select-min, ${vars.control.md}) - 6px);
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  outline: none;
  cursor: inherit;
  &:focus-visible { outline: none; }
  &:disabled { cursor: not-allowed; color: inherit; }
`;

export const ComboButton = styled.button`
  ${control}
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const ComboInput = styled.input`
  ${control}
  cursor: text;
  &::placeholder { color: ${c.textMuted}; opacity: 1; }
  &[data-has-value]::placeholder { color: ${c.text}; }
`;

export const Placeholder = styled.span`
  color: ${c.textMuted};
`;

export const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 100%;
  height: 22px;
  padding: 0 4px 0 8px;
  border-radius: ${vars.radius.sm};
  background: ${c.surfaceMuted};
  border: 1px solid ${c.border};
  color: ${c.text};
  font-size: ${vars.fontSize.xs};
  white-space: nowrap;
  cursor: default;

  & > span { overflow: hidden; text-overflow: ellipsis; }
`;

export const TagRemove = styled.button`
  ${bareIconButton}
  width: 16px;
  height: 16px;
  border-radius: ${vars.radius.full};
  &:hover { background: ${c.border}; color: ${c.text}; }
  svg { width: 12px; height: 12px; }
`;

export const Icons = styled.span`
  position: absolute;
  inset-block: 0;
  inset-inline-end: var(--bc-select-pad);
  display: inline-flex;
  align-items: center;
  gap: 2px;
  color: ${c.textMuted};
  pointer-events: none;

  & > svg { width: 16px; height: 16px; transition: transform ${vars.motion.durationFast} ${vars.motion.easing}; }
  [data-open] & > svg { transform: rotate(180deg); }
`;

export const ClearButton = styled.button`
  ${bareIconButton}
  width: 20px;
  height: 20px;
  border-radius: ${vars.radius.sm};
  pointer-events: auto;
  &:hover { color: ${c.text}; background: ${c.surfaceMuted}; }
  &:focus-visible { outline: 2px solid ${c.focusRing}; outline-offset: 0; }
  svg { width: 14px; height: 14px; }
`;

export const PopupContent = styled(Popover.Content)`
  z-index: ${vars.zIndex.popover};
  box-sizing: border-box;
  min-width: var(--radix-popover-trigger-width);
  max-width: min(480px, calc(100vw - 16px));
  padding: ${vars.space[1]} 0;
  ${popupSurface()}
  outline: none;
`;

export const Listbox = styled.ul`
  max-height: 274px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

export const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 34px;
  padding: 0 ${vars.space[3]};
  font-size: ${vars.fontSize.md};
  cursor: pointer;
  scroll-margin: ${vars.space[1]};

  & > span { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & > svg { flex: none; width: 14px; height: 14px; visibility: hidden; }

  &[data-active] { background: ${c.surfaceMuted}; }
  /* The active option is where the keyboard is; draw a ring too, as focus does not move here. */
  &[data-active][data-keyboard] { box-shadow: inset 0 0 0 2px ${c.focusRing}; }
  &[aria-selected='true'] { color: ${c.accentText}; font-weight: ${vars.fontWeight.semibold}; }
  &[aria-selected='true'] > svg { visibility: visible; }
  &[aria-disabled='true'] { color: ${c.textDisabled}; cursor: not-allowed; }
`;

export const Notice = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-height: 60px;
  padding: ${vars.space[2]} ${vars.space[3]};
  color: ${c.textMuted};
  font-size: ${vars.fontSize.sm};
`;
