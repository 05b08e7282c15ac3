import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';

export const Body = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};

  & > svg { flex: none; width: 22px; height: 22px; margin-top: 1px; }
  &[data-tone='warning'] > svg { color: ${vars.color.warningText}; }
  &[data-tone='danger'] > svg { color: ${vars.color.dangerText}; }
  &[data-tone='info'] > svg { color: ${vars.color.infoText}; }
`;
