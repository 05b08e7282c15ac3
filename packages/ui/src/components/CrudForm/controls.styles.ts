import styled from 'styled-components';
import { vars } from '../../theme/tokens';

/** An image column's picker and its remove button, side by side. */
export const UploadRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space[3]};
`;
