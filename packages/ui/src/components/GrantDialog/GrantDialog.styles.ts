import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';

export const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding-top: ${vars.space[2]};
`;

export const TreeBox = styled.div`
  max-height: 50vh;
  min-height: 160px;
  overflow: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  padding: ${vars.space[2]};
`;

export const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[6]};
`;
