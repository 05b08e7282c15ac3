import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const Prose = styled.div`
  font-size: ${vars.fontSize.lg};
  line-height: 1.8;
  overflow-wrap: anywhere;
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  h2,
  h3,
  h4 {
    margin: 1.6em 0 0.6em;
    line-height: ${vars.lineHeight.tight};
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${vars.radius.lg};
  }
  a {
    color: ${vars.color.accentText};
  }
  blockquote {
    margin: 1em 0;
    padding: 0 ${vars.space[4]};
    border-left: 4px solid ${vars.color.border};
    color: ${vars.color.textMuted};
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    padding: ${vars.space[2]};
    border: 1px solid ${vars.color.border};
  }
`;
