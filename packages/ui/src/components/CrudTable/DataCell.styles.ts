import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { bareIconButton } from '../../utils/bareButton';
import { TREE_DEPTH_INDENT, TREE_TOGGLE_GAP, TREE_TOGGLE_WIDTH } from './treeIndent';

const c = vars.color;

export const TreeCell = styled.span<{ $depth: number }>`
  display: inline-flex;
  vertical-align: middle;
  align-items: center;
  gap: ${TREE_TOGGLE_GAP}px;
  padding-left: ${(p) => p.$depth * TREE_DEPTH_INDENT}px;
  max-width: 100%;
`;

export const ExpandButton = styled.button`
  ${bareIconButton}
  flex: none;
  width: ${TREE_TOGGLE_WIDTH}px;
  height: ${TREE_TOGGLE_WIDTH}px;
  border-radius: ${vars.radius.sm};

  svg {
    width: 14px;
    height: 14px;
    transition: transform ${vars.motion.durationFast} ${vars.motion.easing};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
  &:hover {
    color: ${c.text};
    background: ${c.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${c.focusRing};
  }
`;

export const ExpandPlaceholder = styled.span`
  display: inline-block;
  width: ${TREE_TOGGLE_WIDTH}px;
  flex: none;
`;

export const Thumb = styled.img`
  width: 28px;
  height: 28px;
  object-fit: cover;
  border-radius: ${vars.radius.sm};
  vertical-align: middle;
  background: ${c.surfaceMuted};
`;

/** The dash of an unset choice: muted, so it is not read as a value. */
export const UnsetMark = styled.span`
  color: ${c.textMuted};
`;
