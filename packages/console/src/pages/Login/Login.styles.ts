import { vars } from '@blade-console/ui';
import styled, { css } from 'styled-components';

export const Screen = styled.main`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(360px, 0.9fr);
  background: ${vars.color.bg};
  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
`;

export const BrandPanel = styled.section`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[12]};
  color: ${vars.color.onAccent};
  background: ${vars.color.accent};
  background-image: linear-gradient(150deg, ${vars.color.accentActive}, ${vars.color.accent} 60%, ${vars.color.accentHover});
  h1 {
    margin: 0;
    font-size: clamp(26px, 3vw, 40px);
    line-height: ${vars.lineHeight.tight};
  }
  p {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    opacity: 0.9;
  }
  @media (max-width: 767px) {
    padding: ${vars.space[8]} ${vars.space[6]};
  }
`;

export const FormPanel = styled.section`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[8]} ${vars.space[6]};
  @media (max-width: 767px) {
    /* Under the brand, the form starts high: room above its heading for the language switch. */
    padding-top: ${vars.space[12]};
  }
`;

const stack = css`
  width: 100%;
  max-width: 380px;
  display: flex;
  flex-direction: column;
  /* Each field keeps a line for its message below it, which spaces the fields already. */
  gap: ${vars.space[2]};
  h2 {
    margin: 0 0 ${vars.space[2]};
    font-size: ${vars.fontSize.xxl};
    color: ${vars.color.text};
  }
`;

/** 中文 | English, at the form panel's top corner (in its padding, above the form). */
export const LanguageGroup = styled.div`
  position: absolute;
  top: ${vars.space[2]};
  inset-inline-end: ${vars.space[4]};
  display: flex;
  gap: ${vars.space[1]};
`;

export const LanguageButton = styled.button`
  min-height: 32px;
  padding: 0 ${vars.space[2]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: none;
  color: ${vars.color.textMuted};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  cursor: pointer;
  &:hover:enabled {
    color: ${vars.color.text};
  }
  &[aria-pressed='true'] {
    color: ${vars.color.text};
    font-weight: ${vars.fontWeight.semibold};
    background: ${vars.color.surfaceMuted};
    cursor: default;
  }
`;

/** Account or phone sign-in: two toggle buttons above the form's fields. */
export const ModeSwitch = styled.div`
  display: flex;
  gap: ${vars.space[4]};
  border-bottom: 1px solid ${vars.color.border};
  margin-bottom: ${vars.space[2]};
`;

export const ModeButton = styled.button`
  padding: ${vars.space[2]} 0;
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: none;
  color: ${vars.color.textMuted};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${vars.color.accentText};
    border-bottom-color: ${vars.color.accent};
  }
`;

export const Form = styled.form`
  ${stack}
`;

/** The sign-in's second step (switch mode): the same column as the credentials form. */
export const Step = styled.section`
  ${stack}
`;

/**
 * The place of the server's message above the fields, kept while there is none (one alert line:
 * its text and padding), so a refused sign-in moves no field under the pointer.
 */
export const MessageSlot = styled.div`
  min-height: calc(${vars.fontSize.md} * ${vars.lineHeight.normal} + 2 * ${vars.space[2]});
`;

/** The code's box and its image side by side; on a narrow phone the image goes under the box. */
export const CaptchaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  align-items: flex-start;
  & > :first-child { flex: 1 1 120px; min-width: 0; }
`;

/**
 * The server draws the image at 220 × 64 (auth/captcha.ts): inside the 1 px border it shows at
 * that size, large enough to read.
 */
export const CaptchaButton = styled.button`
  flex: none;
  box-sizing: content-box;
  width: 220px;
  height: 64px;
  padding: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  cursor: pointer;
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    /* Keep the whole code visible whatever the drawing's proportions. */
    object-fit: contain;
  }
`;

/** Third-party sign-in: the configured sources as links to the server's render endpoint. */
export const SocialLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  a {
    color: ${vars.color.accentText};
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  a {
    color: ${vars.color.accentText};
  }
`;
