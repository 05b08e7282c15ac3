import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { diagramFrame } from '../FlowViewer/FlowViewer.styles';

const c = vars.color;

export const Root = styled.div<{ $height: string }>`
  ${diagramFrame}
  flex-wrap: wrap;
  min-height: 360px;

  /* Narrow screens: the canvas above, the properties below it. */
  @media (max-width: 720px) {
    flex-direction: column;
    flex-wrap: nowrap;
  }
`;

/** bpmn-js renders into this element; React never renders children here. */
export const Canvas = styled.div`
  position: relative;
  flex: 1 1 420px;
  min-width: 0;
  min-height: 240px;
  height: 100%;

  .djs-container {
    font-family: ${vars.font.sans};
  }
  /* The palette and context pad keep diagram-js' own look; put them on the theme surface. */
  .djs-palette {
    background: ${c.surface};
    border-color: ${c.border};
  }
  .djs-palette .entry,
  .djs-context-pad .entry {
    color: ${c.text};
  }
  .bjs-powered-by {
    opacity: 0.6;
  }

  @media (max-width: 720px) {
    flex: 1 1 0;
    height: auto;
    min-height: 200px;
  }
`;

export const Panel = styled.aside`
  flex: 0 1 280px;
  min-width: 240px;
  height: 100%;
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
  border-left: 1px solid ${c.border};
  background: ${c.surfaceMuted};

  @media (max-width: 720px) {
    flex: 0 0 auto;
    min-width: 0;
    height: auto;
    max-height: 45%;
    border-left: 0;
    border-top: 1px solid ${c.border};
  }
`;

export const PanelTitle = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: 600;
`;

export const ElementType = styled.p`
  margin: 0;
  color: ${c.textMuted};
  font-size: ${vars.fontSize.xs};
  word-break: break-all;
`;
