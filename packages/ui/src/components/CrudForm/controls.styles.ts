import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';

/** An image column's picker and its remove button, side by side. */
export const UploadRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space[3]};
`;

/** Rich text in the view dialog: the text as readers see it, in a quiet box that scrolls. */
export const HtmlView = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-height: 50vh;
  overflow: auto;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};

  &:focus-visible { outline: 2px solid ${vars.color.focusRing}; outline-offset: 1px; }
`;
