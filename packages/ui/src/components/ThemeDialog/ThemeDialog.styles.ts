import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { tileGrid } from '../../utils/tileGrid';
import { visuallyHidden } from '../../utils/visuallyHidden';

export const Grid = styled.div`
  ${tileGrid('150px', vars.space[4])}
  border: 0;
`;

export const Choice = styled.label`
  display: grid;
  gap: ${vars.space[2]};
  cursor: pointer;
  input { ${visuallyHidden} }
`;

/** The live preview: every colour below comes from the theme scoped by its own data-theme. */
export const Preview = styled.span`
  display: grid;
  grid-template-columns: 28% 1fr;
  grid-template-rows: 14px 8px 1fr;
  height: 88px;
  overflow: hidden;
  border-radius: ${vars.radius.md};
  border: 1px solid ${vars.color.border};
  background: ${vars.color.bg};

  input:focus-visible + & {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  input:checked + & { box-shadow: 0 0 0 2px ${vars.color.accent}; }
`;

export const MiniSidebar = styled.span`
  grid-row: 1 / 4;
  display: grid;
  align-content: start;
  gap: 4px;
  padding: 16px 4px 0;
  background-color: ${vars.color.sidebarBg};
  background-image: ${vars.color.sidebarBgImage};
  i { display: block; height: 4px; border-radius: 2px; background: ${vars.color.sidebarText}; opacity: 0.6; }
  i:nth-child(2) { background: ${vars.color.sidebarActiveBg}; opacity: 1; height: 6px; }
`;

export const MiniTop = styled.span`
  background-color: ${vars.color.topbarBg};
  background-image: ${vars.color.topbarBgImage};
  border-bottom: 1px solid ${vars.color.topbarBorder};
`;

export const MiniTabs = styled.span`
  background: ${vars.color.tabsBg};
  border-bottom: 1px solid ${vars.color.tabsBorder};
`;

export const MiniContent = styled.span`
  display: grid;
  align-content: start;
  gap: 4px;
  padding: 6px;
  i { display: block; height: 16px; border-radius: 2px; background: ${vars.color.surface}; border: 1px solid ${vars.color.border}; }
  b { display: block; width: 40%; height: 6px; border-radius: 2px; background: ${vars.color.accent}; }
`;

export const Name = styled.span`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  font-size: ${vars.fontSize.sm};
  svg { width: 14px; height: 14px; color: ${vars.color.accentText}; }
`;
