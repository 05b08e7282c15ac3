import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RichTextEditorProps } from '../RichTextEditor/RichTextEditor.types';
import { CrudControl } from './controls';
import { setFormRichTextEditor } from './richTextSlot';

/** A stand-in for RichTextEditor: what CrudForm hands its editor, shown. */
function Editor({ value, 'aria-label': label }: RichTextEditorProps & { 'aria-label'?: string }) {
  return (
    <output aria-label={label} data-editor="">
      {value}
    </output>
  );
}

const column = { field: 'body', label: 'Body', type: 'html' as const };
const control = (value: string) => (
  <CrudControl column={column} value={value} onChange={() => {}} label="Body" id="body" />
);

// @isolate-modules: the slot is empty and the warning not yet given only in a module of its own.
describe("an 'html' column", () => {
  it('is a text box of its HTML, with a warning, until the app gives the editor', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(control('<p>Fragile</p>'));
    expect(screen.getByRole('textbox')).toHaveValue('<p>Fragile</p>');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('enableRichTextInForms()'));
    warn.mockRestore();
  });

  it('is edited with the editor given (enableRichTextInForms() of the rich-text subpath)', () => {
    setFormRichTextEditor(Editor);
    render(control('<p>Fragile</p>'));
    const editor = screen.getByRole('status', { name: 'Body' });
    expect(editor).toHaveAttribute('data-editor');
    expect(editor).toHaveTextContent('<p>Fragile</p>');
  });
});
