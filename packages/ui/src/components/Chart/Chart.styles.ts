import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { coverCentred } from '../../utils/coverCentred';

export const Root = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
`;

export const Canvas = styled.div`
  width: 100%;
  height: 100%;
`;

export const Message = styled.div`
  ${coverCentred}
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;
