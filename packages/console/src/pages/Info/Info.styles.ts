import { vars } from '@blade-console/ui';
import styled from 'styled-components';
import { panel } from '../../styles/panel';

export const Page = styled.section`
  max-width: 720px;
  padding: ${vars.space[4]};
  ${panel}
`;

export const Panel = styled.div`
  padding-top: ${vars.space[5]};
`;

export const Actions = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  /* The label column (120px) and its gap, so the buttons line up with the fields. */
  padding-left: 132px;

  @media (max-width: 767px) {
    padding-left: 0;
  }
`;
