import { type CrudColumn, CrudForm } from '@blade-console/ui';
import { enableRichTextInForms, RichTextEditor } from '@blade-console/ui/rich-text';
import { useState } from 'react';

// CrudForm's `html` columns edit with the rich-text editor from here on.
enableRichTextInForms();

interface Note {
  title: string;
  body: string;
}

const columns: CrudColumn<Note>[] = [
  { field: 'title', label: 'Title' },
  { field: 'body', label: 'Body', type: 'html' },
];

/**
 * A page with rich text, from the `rich-text` subpath: the app installs Tiptap (the subpath's
 * optional peers) and loads this page on demand.
 */
export default function NotesPage() {
  const [html, setHtml] = useState('<p>Handle with care</p>');
  const [open, setOpen] = useState(true);
  return (
    <>
      <RichTextEditor aria-label="Note" value={html} onChange={setHtml} />
      <CrudForm<Note> open={open} onOpenChange={setOpen} title="New note" columns={columns} mode="add" />
    </>
  );
}
