import { vars, visuallyHidden } from '@blade-console/ui';
import styled from 'styled-components';
import { termList } from '../../../styles/termList';

const c = vars.color;

export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

/** The file picker: a button, the chosen file's name, the native input kept out of sight. */
export const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  width: 100%;
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px dashed ${c.borderStrong};
  border-radius: ${vars.radius.lg};
  background: ${c.surface};

  &[data-over] {
    border-color: ${c.accent};
    background: ${c.accentLight};
  }
`;

export const FileName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${c.text};
  font-size: ${vars.fontSize.sm};

  &[data-empty] {
    color: ${c.textMuted};
  }
`;

export const HiddenInput = styled.input`
  ${visuallyHidden}
  opacity: 0;
`;

/** The server's message keeps its line breaks (one line per wrong row) and scrolls when long. */
export const ServerMessage = styled.div`
  max-height: 220px;
  overflow: auto;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const Intro = styled.p`
  margin: 0 0 ${vars.space[4]};
  color: ${c.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** The debug dialog's chosen codes and names. */
export const Result = styled.dl`
  ${termList}
  grid-template-columns: max-content max-content 1fr;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: ${vars.space[2]} 0 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${c.border};
  border-radius: ${vars.radius.md};
  background: ${c.surfaceMuted};
  font-size: ${vars.fontSize.sm};

  dd[data-code] {
    font-family: ${vars.font.mono};
  }
`;

export const ResultTitle = styled.h3`
  margin: ${vars.space[4]} 0 0;
  color: ${c.text};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
`;

export const Muted = styled.p`
  margin: ${vars.space[2]} 0 0;
  color: ${c.textMuted};
  font-size: ${vars.fontSize.sm};
`;
