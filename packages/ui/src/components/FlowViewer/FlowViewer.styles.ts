import { css, styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { coverCentred } from '../../utils/coverCentred';
import { markerClass } from './markHistory';

const c = vars.color;

/** Outline and fill of a marked shape (task, event, gateway): its first drawn element. */
function shapeMark(stroke: string, fill: string) {
  return css`
    > .djs-visual > :first-child {
      stroke: ${stroke} !important;
      fill: ${fill} !important;
    }
  `;
}

/** The framed box a diagram (FlowViewer's, FlowModeler's) and its controls sit in. */
export const diagramFrame = css<{ $height: string }>`
  position: relative;
  display: flex;
  height: ${(p) => p.$height};
  border: 1px solid ${c.border};
  border-radius: ${vars.radius.md};
  background: ${c.surface};
  color: ${c.text};
  overflow: hidden;
`;

export const Root = styled.div<{ $height: string }>`
  ${diagramFrame}
  flex-direction: column;
  min-height: 200px;
`;

/** The element bpmn-js renders into. React never renders children here. */
export const Canvas = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;

  .djs-container {
    /* diagram-js paints its own palette variables; keep the canvas on the theme surface. */
    background: transparent;
    font-family: ${vars.font.sans};
  }

  .djs-container svg:focus {
    outline: none;
  }
  .djs-container svg:focus-visible {
    outline: 2px solid ${c.focusRing};
    outline-offset: -2px;
  }

  /* Unmarked elements follow the theme (the renderer is configured with theme variables, these
     cover the few hard-coded bits: labels of flows and the arrow heads' defaults). */
  .djs-label {
    fill: ${c.text} !important;
  }

  .${markerClass.finished}:not(.djs-connection) {
    ${shapeMark(c.success, c.successLight)}
  }

  .${markerClass.running}:not(.djs-connection) {
    ${shapeMark(c.accent, c.accentLight)}
  }

  .${markerClass.flows}.djs-connection > .djs-visual > path {
    stroke: ${c.warning} !important;
    stroke-width: 2px !important;
  }
  /* bpmn-js draws each arrow head as an SVG <marker> inside the connection's own graphics. */
  .${markerClass.flows}.djs-connection marker path,
  .${markerClass.flows}.djs-connection marker circle {
    stroke: ${c.warning} !important;
    fill: ${c.warning} !important;
  }

  /* The bpmn.io credit must stay visible (license); tone it down and keep it off the controls. */
  .bjs-powered-by {
    opacity: 0.6;
    z-index: 1 !important;
  }
  .bjs-powered-by:focus-visible {
    opacity: 1;
    outline: 2px solid ${c.focusRing};
    outline-offset: 2px;
  }
`;

/** A bar floating over a corner of the diagram, above the canvas and below the overlays. */
const cornerBar = css`
  position: absolute;
  z-index: 2;
  display: flex;
  border-radius: ${vars.radius.md};
  background: ${c.surface};
`;

export const Controls = styled.div`
  ${cornerBar}
  top: ${vars.space[2]};
  right: ${vars.space[2]};
  gap: ${vars.space[1]};
  padding: ${vars.space[1]};
  border: 1px solid ${c.border};
  box-shadow: ${vars.shadow.sm};
`;

export const Legend = styled.ul`
  ${cornerBar}
  left: ${vars.space[2]};
  bottom: ${vars.space[2]};
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin: 0;
  padding: ${vars.space[1]} ${vars.space[2]};
  list-style: none;
  color: ${c.text};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.lineHeight.normal};
`;

export const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

export const Swatch = styled.span<{ $kind: 'finished' | 'running' | 'flows' }>`
  display: inline-block;
  flex: none;
  ${(p) =>
    p.$kind === 'flows'
      ? css`
          width: 18px;
          height: 0;
          border-top: 2px solid ${c.warning};
        `
      : css`
          width: 14px;
          height: 10px;
          border-radius: ${vars.radius.sm};
          border: 2px solid ${p.$kind === 'finished' ? c.success : c.accent};
          background: ${p.$kind === 'finished' ? c.successLight : c.accentLight};
        `}
`;

export const Overlay = styled.div`
  ${coverCentred}
  z-index: 3;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[6]};
  background: ${c.surface};
  color: ${c.textMuted};
  font-size: ${vars.fontSize.md};
  text-align: center;
`;

export const ErrorBox = styled.div`
  max-width: 480px;
  width: 100%;
`;
