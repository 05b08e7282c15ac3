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
  display: flex;
  flex-direction: column;
`;

export const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${vars.space[2]};
  border-bottom: 1px solid ${vars.color.border};
`;

export const Frame = styled.iframe`
  display: block;
  flex: 1;
  min-height: 0;
  width: 100%;
  border: 0;
`;

export const Loading = styled.div`
  ${coverCentred}
  background: ${vars.color.surface};
`;
