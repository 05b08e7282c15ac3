import * as Radix from '@radix-ui/react-popover';
import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { popupSurface } from '../../utils/popupSurface';

export const Content = styled(Radix.Content)<{ $width?: string }>`
  z-index: ${vars.zIndex.popover};
  width: ${(p) => p.$width ?? 'auto'};
  max-width: calc(100vw - 16px);
  max-height: var(--radix-popover-content-available-height, 80vh);
  overflow: auto;
  padding: ${vars.space[3]};
  ${popupSurface({ shadow: vars.shadow.lg })}
  font-size: ${vars.fontSize.md};
`;

export const Arrow = styled(Radix.Arrow)`
  fill: ${vars.color.surfaceOverlay};
`;
