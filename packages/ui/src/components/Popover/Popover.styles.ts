import * as Radix from '@radix-ui/react-popover';
import styled from 'styled-components';
import { vars } from '../../theme/tokens';

export const Content = styled(Radix.Content)<{ $width?: string }>`
  z-index: ${vars.zIndex.popover};
  width: ${(p) => p.$width ?? 'auto'};
  max-width: calc(100vw - 16px);
  max-height: var(--radix-popover-content-available-height, 80vh);
  overflow: auto;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceOverlay};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  font-size: ${vars.fontSize.md};
`;

export const Arrow = styled(Radix.Arrow)`
  fill: ${vars.color.surfaceOverlay};
`;
