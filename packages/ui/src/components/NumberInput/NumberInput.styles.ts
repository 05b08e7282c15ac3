import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { bareIconButton } from '../../utils/bareButton';

const c = vars.color;

export const Stepper = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-self: stretch;
  margin: -1px calc(-1 * ${vars.space[3]}) -1px 0;
  border-left: 1px solid ${c.border};
  opacity: 0;
  transition: opacity ${vars.motion.durationFast} ${vars.motion.easing};

  *:hover > &, *:focus-within > & { opacity: 1; }
  @media (hover: none) { opacity: 1; }
`;

export const StepButton = styled.button`
  ${bareIconButton}
  flex: 1;
  width: 24px;

  & + & { border-top: 1px solid ${c.border}; }
  &:hover:not(:disabled) { color: ${c.accentText}; background: ${c.surfaceMuted}; }
  &:disabled { color: ${c.textDisabled}; cursor: not-allowed; }
  svg { width: 12px; height: 12px; }
`;
