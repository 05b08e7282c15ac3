import * as RadixTooltip from '@radix-ui/react-tooltip';
import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';

export const Content = styled(RadixTooltip.Content)`
  z-index: ${vars.zIndex.tooltip};
  max-width: 280px;
  padding: ${vars.space[1]} ${vars.space[2]};
  border-radius: ${vars.radius.md};
  /* Inverted colours (text on surface swapped) so the tip reads in every theme. */
  background: ${vars.color.text};
  color: ${vars.color.surface};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.lineHeight.normal};
  box-shadow: ${vars.shadow.md};
  user-select: none;
`;

export const Arrow = styled(RadixTooltip.Arrow)`
  fill: ${vars.color.text};
`;
