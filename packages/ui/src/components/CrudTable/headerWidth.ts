import { staticTokens } from '../../theme/tokens';

/**
 * The narrowest a column may be so that its header reads whole (issue 16: 操作 cut to "操",
 * dictionary panels' "字…", English headers longer still). A fixed table layout takes widths from
 * the `<col>`s and ignores a header's `min-width`, so the table computes it from the header text.
 */

/** Padding on each side of a header cell at the roomiest density (CrudTable.styles: space[3]). */
const CELL_PADDING = 12;
/** The sort button's arrow (14 px) and its gap (space[1]). */
const SORT_ICON = 18;
/** Rounding of the measured text and of the cell's fractional position. */
const SLACK = 2;
/** How header cells are set (CrudTable.styles `th`). */
const HEADER_FONT = `${staticTokens.fontWeight.semibold} ${staticTokens.fontSize.sm} ${staticTokens.font.sans}`;
const FONT_PX = Number.parseFloat(staticTokens.fontSize.sm);

/** How the actions column's small text buttons are set (Button.styles, size small). */
const BUTTON_FONT = `${staticTokens.fontWeight.medium} ${staticTokens.fontSize.xs} ${staticTokens.font.sans}`;
const BUTTON_FONT_PX = Number.parseFloat(staticTokens.fontSize.xs);
/** A small button's padding on both sides (space[2] each), its icon and the icon's gap. */
const BUTTON_PADDING = 16;
const BUTTON_ICON = 18;
/** The gap between the actions' buttons (CrudTable.styles `RowActions`: space[1]). */
const BUTTON_GAP = 4;

const measured = new Map<string, number>();
let context: CanvasRenderingContext2D | null | undefined;
/**
 * The font last given to the canvas. Setting `font` costs as much as a measure even when it is the
 * same (Chromium parses it again): a table measures its values in one font and its headers in
 * another, so it is set when it changes, not before each measure (300 texts: 9 ms, against 20).
 */
let contextFont: string | undefined;

function canvasContext(): CanvasRenderingContext2D | null {
  if (context !== undefined) return context;
  // jsdom has no canvas (and reports it as an error): it gets the estimate below.
  const browser = typeof document !== 'undefined' && !/jsdom/i.test(navigator.userAgent);
  context = browser ? document.createElement('canvas').getContext('2d') : null;
  return context;
}

/** Width of `text` in `font` (the browser's own measure where there is one, else the estimate). */
function textWidth(text: string, font: string, fontPx: number): number {
  const key = `${font}|${text}`;
  let width = measured.get(key);
  if (width === undefined) {
    const ctx = canvasContext();
    if (ctx && contextFont !== font) {
      ctx.font = font;
      contextFont = font;
    }
    width = ctx ? ctx.measureText(text).width : estimateTextWidth(text, fontPx);
    measured.set(key, width);
  }
  return width;
}

/**
 * Width of a text in the header font without a canvas: CJK and full-width characters are one em,
 * Latin letters and digits an average semibold width, rounded up rather than down.
 */
export function estimateTextWidth(text: string, fontPx = FONT_PX): number {
  let ems = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0x2e80) ems += 1;
    else if (/[ilj.,:;'|!()[\]\s]/.test(char)) ems += 0.34;
    else if (/[A-Zmw@%&]/.test(char)) ems += 0.78;
    else ems += 0.6;
  }
  return ems * fontPx;
}

/** How body cells are set (CrudTable.styles `Root`: the regular weight at fontSize.md). */
const CELL_FONT = `${staticTokens.fontWeight.regular} ${staticTokens.fontSize.md} ${staticTokens.font.sans}`;
const CELL_FONT_PX = Number.parseFloat(staticTokens.fontSize.md);

/** Width of `text` as body cells draw it, with the cell's padding (pixels, whole). */
export function cellTextWidth(text: string): number {
  return Math.ceil(textWidth(text, CELL_FONT, CELL_FONT_PX) + 2 * CELL_PADDING + SLACK);
}

/** Width of `text` as header cells draw it (the browser's own measure where there is one). */
export function headerTextWidth(text: string): number {
  return textWidth(text, HEADER_FONT, FONT_PX);
}

/** The narrowest a column with this header label may be for the label to read on one line (pixels, whole). */
export function headerMinWidth(label: string, sortable = false): number {
  return Math.ceil(headerTextWidth(label) + 2 * CELL_PADDING + (sortable ? SORT_ICON : 0) + SLACK);
}

/**
 * The narrowest a column with this header label may be for the label to read whole on several
 * lines: its widest word. Headers wrap only between words (CrudTable.styles `th`: a CJK label is
 * one word), so "Module name" may stand on two lines to leave its column's room to a value beside.
 */
export function headerWordsMinWidth(label: string, sortable = false): number {
  const words = label.split(/\s+/).filter(Boolean);
  return Math.max(headerMinWidth('', sortable), ...words.map((word) => headerMinWidth(word, sortable)));
}

/** A button of the actions column: its label, and whether it shows an icon before it. */
export interface ActionButtonLabel {
  label: string;
  icon?: boolean;
}

/**
 * The narrowest the actions column may be so that its buttons sit side by side, whole (issue 16:
 * 查看 / 编辑 / 删除 and a page's own actions were cut at 1280 px, "Delete" in English).
 */
export function actionButtonsWidth(buttons: readonly ActionButtonLabel[]): number {
  if (buttons.length === 0) return 0;
  const widths = buttons.map(
    ({ label, icon }) =>
      textWidth(label, BUTTON_FONT, BUTTON_FONT_PX) + BUTTON_PADDING + (icon ? BUTTON_ICON : 0),
  );
  const sum = widths.reduce((total, width) => total + width, 0);
  return Math.ceil(sum + BUTTON_GAP * (buttons.length - 1) + 2 * CELL_PADDING + SLACK);
}

/** The width of one action button alone (its label, padding and icon), without the cell around it. */
export function actionButtonWidth({ label, icon }: ActionButtonLabel): number {
  return textWidth(label, BUTTON_FONT, BUTTON_FONT_PX) + BUTTON_PADDING + (icon ? BUTTON_ICON : 0);
}
