import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { proseStyles } from '../SafeHtml/SafeHtml.styles';

const c = vars.color;

/** The field box: the theme's border and surface, the accent ring while anything inside has focus. */
export const Frame = styled.div`
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  border: 1px solid ${c.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${c.surface};
  color: ${c.text};
  transition: border-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:focus-within { border-color: ${c.accent}; box-shadow: 0 0 0 1px ${c.accent}; }
  &[data-invalid] { border-color: ${c.danger}; }
  &[data-invalid]:focus-within { box-shadow: 0 0 0 1px ${c.danger}; }
  &[data-disabled] { background: ${c.surfaceMuted}; color: ${c.textDisabled}; }
`;

export const LoadingBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px;
  padding: ${vars.space[1]};
  border-bottom: 1px solid ${c.border};
  background: ${c.surfaceMuted};
  border-radius: ${vars.radius.md} ${vars.radius.md} 0 0;
`;

export const Separator = styled.span`
  width: 1px;
  align-self: stretch;
  margin: 2px ${vars.space[1]};
  background: ${c.border};
`;

export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  height: 32px;
  padding: 0 ${vars.space[1]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${c.text};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  cursor: pointer;

  svg { width: 16px; height: 16px; }
  &:hover:not(:disabled) { background: ${c.surface}; border-color: ${c.border}; }
  &:focus-visible { outline: 2px solid ${c.focusRing}; outline-offset: 1px; }
  &[aria-pressed='true'] { background: ${c.accentLight}; color: ${c.accentText}; border-color: ${c.accent}; }
  &:disabled { color: ${c.textDisabled}; cursor: not-allowed; }
`;

export const Content = styled.div`
  .ProseMirror {
    ${proseStyles}
    box-sizing: border-box;
    min-height: var(--rte-min-height, 240px);
    max-height: 60vh;
    overflow-y: auto;
    padding: ${vars.space[2]} ${vars.space[3]};
    outline: none;
  }
  .ProseMirror[contenteditable='false'] { color: inherit; }
  .ProseMirror img.ProseMirror-selectednode { outline: 2px solid ${c.accent}; }
  .ProseMirror p.is-editor-empty:first-child::before {
    content: attr(data-placeholder);
    float: left;
    height: 0;
    color: ${c.textMuted};
    pointer-events: none;
  }
`;

export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]};
  border-bottom: 1px solid ${c.border};

  & > :first-child { flex: 1 1 220px; min-width: 0; }
`;

export const LinkMessage = styled.p`
  margin: ${vars.space[1]} 0 0;
  font-size: ${vars.fontSize.xs};
  color: ${c.textMuted};
  &[data-error] { color: ${c.dangerText}; }
`;

export const Status = styled.p`
  margin: 0;
  padding: ${vars.space[1]} ${vars.space[3]};
  border-top: 1px solid ${c.border};
  font-size: ${vars.fontSize.xs};
  color: ${c.textMuted};
  &[data-error] { color: ${c.dangerText}; }
  &:empty { display: none; }
`;
