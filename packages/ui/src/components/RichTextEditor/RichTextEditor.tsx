import { lazy, Suspense } from 'react';
import { Spinner } from '../Spinner';
import { Frame, LoadingBox } from './RichTextEditor.styles';
import type { RichTextEditorProps } from './RichTextEditor.types';

export type { RichTextEditorHandle, RichTextEditorProps } from './RichTextEditor.types';

// Tiptap and ProseMirror are large: only this dynamic import names the editor, so a page without
// one (and /login) never downloads them; the bundler makes the editor a chunk of its own.
const EditorCore = lazy(() => import('./RichTextEditorCore'));

/**
 * A rich-text editor (Tiptap 3): headings, bold / italic / underline / strike, lists, quote, code,
 * links (checked addresses), pictures through the app's upload, undo / redo. The toolbar is one
 * tab stop (arrow keys move along it, as WAI-ARIA's toolbar pattern says); each button has a name
 * and says whether its format is on. Loaded on first render, with a placeholder meanwhile.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorLoading minHeight={props.minHeight} className={props.className} />}>
      <EditorCore {...props} />
    </Suspense>
  );
}

function EditorLoading({ minHeight, className }: { minHeight?: string; className?: string }) {
  return (
    <Frame className={className} aria-busy="true">
      <LoadingBox style={{ minHeight: minHeight ?? '240px' }}>
        <Spinner />
      </LoadingBox>
    </Frame>
  );
}
