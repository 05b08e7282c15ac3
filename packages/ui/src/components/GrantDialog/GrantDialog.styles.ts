import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { scrollBox } from '../../utils/plainTable';

export const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding-top: ${vars.space[2]};
`;

export const TreeBox = styled.div`
  ${scrollBox}
  max-height: 50vh;
  min-height: 160px;
  padding: ${vars.space[2]};
`;

export const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[6]};
`;
