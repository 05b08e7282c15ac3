import { css } from 'styled-components';
import { vars } from '../../theme/tokens';
import { popupSurface } from '../../utils/popupSurface';

/**
 * Look shared by the dropdown and the context menu (both Radix menus with the same item parts), so
 * a right-click menu and a "more" menu on the same screen are indistinguishable.
 */
export const menuContent = css`
  z-index: ${vars.zIndex.dropdown};
  min-width: 160px;
  max-height: var(--radix-dropdown-menu-content-available-height, 70vh);
  overflow: auto;
  padding: ${vars.space[1]} 0;
  ${popupSurface()}
  font-size: ${vars.fontSize.md};
`;

export const menuItem = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.control.md};
  padding: 0 ${vars.space[4]};
  line-height: 1.3;
  cursor: pointer;
  user-select: none;
  outline: none;
  white-space: nowrap;

  svg { width: 16px; height: 16px; flex: none; }

  /* Radix moves a "highlighted" state with pointer and keyboard alike: one style for both. */
  &[data-highlighted] {
    background: ${vars.color.accentLight};
    color: ${vars.color.accentText};
  }
  &[data-highlighted]:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: -2px;
  }
  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
  &[data-state='checked'] { font-weight: ${vars.fontWeight.medium}; }
`;

export const menuSeparator = css`
  height: 1px;
  margin: ${vars.space[1]} 0;
  background: ${vars.color.border};
`;

export const menuLabel = css`
  padding: ${vars.space[1]} ${vars.space[4]};
  font-size: ${vars.fontSize.xs};
  color: ${vars.color.textMuted};
`;
