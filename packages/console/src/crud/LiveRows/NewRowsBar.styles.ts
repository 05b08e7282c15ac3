import { vars } from '@blade-console/ui';
import styled from 'styled-components';

/** A quiet line above the table: it says rows came and waits to be asked (the table does not jump). */
export const Bar = styled.button`
  display: block;
  width: 100%;
  margin: 0 0 ${vars.space[2]};
  padding: ${vars.space[1]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.infoLight};
  color: ${vars.color.infoText};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  text-align: center;
  cursor: pointer;

  &:hover {
    border-color: ${vars.color.info};
  }
`;

/** The form's word that someone else saved its record, with room before the fields. */
export const FormNoticeBox = styled.div`
  margin: 0 0 ${vars.space[3]};
`;
