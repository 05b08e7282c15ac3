import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { bareIconButton } from '../../utils/bareButton';

const c = vars.color;

export const TreeCell = styled.span<{ $depth: number }>`
  display: inline-flex;
  vertical-align: middle;
  align-items: center;
  gap: ${vars.space[1]};
  padding-left: ${(p) => p.$depth * 20}px;
  max-width: 100%;
`;

export const ExpandButton = styled.button`
  ${bareIconButton}
  flex: none;
  width: 20px;
  height: 20px;
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
  width: 20px;
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
