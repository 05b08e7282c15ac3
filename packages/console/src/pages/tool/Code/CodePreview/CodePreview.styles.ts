import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: 260px 1fr;
  gap: ${vars.space[3]};
  min-height: 420px;
`;

export const FileList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-right: 1px solid ${vars.color.border};
  overflow: auto;
`;

export const FileButton = styled.button<{ $active: boolean }>`
  display: block;
  width: 100%;
  padding: ${vars.space[2]};
  border: 0;
  text-align: left;
  font-family: ${vars.font.mono};
  font-size: ${vars.fontSize.sm};
  word-break: break-all;
  cursor: pointer;
  color: ${({ $active }) => ($active ? vars.color.accentText : vars.color.text)};
  background: ${({ $active }) => ($active ? vars.color.accentLight : 'transparent')};
`;

export const Code = styled.pre`
  margin: 0;
  padding: ${vars.space[3]};
  max-height: 60vh;
  overflow: auto;
  font-family: ${vars.font.mono};
  font-size: ${vars.fontSize.sm};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.text};
  border-radius: ${vars.radius.md};

  .hljs-keyword,
  .hljs-built_in,
  .hljs-type {
    color: ${vars.color.accentText};
  }
  .hljs-string,
  .hljs-attr {
    color: ${vars.color.successText};
  }
  .hljs-number,
  .hljs-literal {
    color: ${vars.color.warningText};
  }
  .hljs-comment,
  .hljs-meta {
    color: ${vars.color.textMuted};
    font-style: italic;
  }
  .hljs-title,
  .hljs-section {
    color: ${vars.color.dangerText};
  }
`;
