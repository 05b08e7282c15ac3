import { vars } from '@blade-console/ui';
import styled from 'styled-components';
import { panel } from '../../../styles/panel';

/** A form page's card (deploy, leave form). */
export const Card = styled.section`
  max-width: 760px;
  padding: ${vars.space[5]};
  ${panel}

  @media (max-width: 767px) {
    padding: ${vars.space[3]};
  }
`;

export const Title = styled.h2`
  margin: 0 0 ${vars.space[2]};
  font-size: ${vars.fontSize.lg};
  font-weight: 600;
  color: ${vars.color.text};
`;

export const Lead = styled.p`
  margin: 0 0 ${vars.space[4]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[4]};
`;

/** The handle and detail pages: the request and decision beside the history and the chart. */
export const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(320px, 5fr) 7fr;
  gap: ${vars.space[4]};
  align-items: start;

  @media (max-width: 1023px) {
    grid-template-columns: 1fr;
  }
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
`;

export const FileList = styled.ul`
  margin: ${vars.space[2]} 0 0;
  padding-left: ${vars.space[4]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;
