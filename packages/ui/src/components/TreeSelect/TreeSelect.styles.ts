import * as Popover from '@radix-ui/react-popover';
import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { popupSurface } from '../../utils/popupSurface';

export const Wrapper = styled.div`
  width: 100%;
`;

export const Panel = styled(Popover.Content)`
  z-index: ${vars.zIndex.popover};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  box-sizing: border-box;
  min-width: var(--radix-popover-trigger-width);
  max-width: min(520px, calc(100vw - 16px));
  padding: ${vars.space[2]};
  ${popupSurface()}
  outline: none;
`;

export const Scroll = styled.div`
  max-height: 300px;
  overflow: auto;
`;
