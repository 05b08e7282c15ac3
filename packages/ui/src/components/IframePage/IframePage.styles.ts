import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { coverCentred } from '../../utils/coverCentred';

export const Root = styled.div<{ $height: string }>`
  position: relative;
  height: ${(p) => p.$height};
  min-height: 240px;
  background: ${vars.color.surface};
  border-radius: ${vars.radius.md};
  overflow: hidden;
`;

export const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
`;

export const Loading = styled.div`
  ${coverCentred}
  background: ${vars.color.surface};
`;
