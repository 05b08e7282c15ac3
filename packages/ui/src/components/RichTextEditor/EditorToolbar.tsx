import { type ChainedCommands, type Editor, useEditorState } from '@tiptap/react';
import { Fragment, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  type IconComponent,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Underline,
  Undo2,
} from '../../icons';
import { Spinner } from '../Spinner';
import { Bar, Separator, ToolButton } from './RichTextEditor.styles';

interface Tool {
  key: string;
  icon: ReactNode;
  /** Whether the format is on where the cursor is (a toggle button); absent for plain actions. */
  active?: (editor: Editor) => boolean;
  can?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const chain = (editor: Editor) => editor.chain().focus();

/**
 * A format toggle: runs `command` on the focused editor, and is pressed while the mark or node
 * named like its key is where the cursor is (unless `active` says otherwise).
 */
function toggle(
  key: string,
  Icon: IconComponent,
  command: (commands: ChainedCommands) => ChainedCommands,
  active: (editor: Editor) => boolean = (e) => e.isActive(key),
): Tool {
  return { key, icon: <Icon aria-hidden="true" />, active, run: (e) => command(chain(e)).run() };
}

const heading = (level: 2 | 3, Icon: IconComponent) =>
  toggle(
    `heading${level}`,
    Icon,
    (c) => c.toggleHeading({ level }),
    (e) => e.isActive('heading', { level }),
  );

/** The buttons in groups (a separator between groups). */
const GROUPS: Tool[][] = [
  [heading(2, Heading2), heading(3, Heading3)],
  [
    toggle('bold', Bold, (c) => c.toggleBold()),
    toggle('italic', Italic, (c) => c.toggleItalic()),
    toggle('underline', Underline, (c) => c.toggleUnderline()),
    toggle('strike', Strikethrough, (c) => c.toggleStrike()),
    toggle('code', Code, (c) => c.toggleCode()),
  ],
  [
    toggle('bulletList', List, (c) => c.toggleBulletList()),
    toggle('orderedList', ListOrdered, (c) => c.toggleOrderedList()),
    toggle('blockquote', Quote, (c) => c.toggleBlockquote()),
    toggle('codeBlock', SquareCode, (c) => c.toggleCodeBlock()),
  ],
];

const HISTORY: Tool[] = [
  {
    key: 'undo',
    icon: <Undo2 aria-hidden="true" />,
    can: (e) => e.can().undo(),
    run: (e) => chain(e).undo().run(),
  },
  {
    key: 'redo',
    icon: <Redo2 aria-hidden="true" />,
    can: (e) => e.can().redo(),
    run: (e) => chain(e).redo().run(),
  },
];

export interface EditorToolbarProps {
  editor: Editor;
  disabled: boolean;
  /** The link button opens the address row (or closes it). */
  onLink: () => void;
  linkOpen: boolean;
  /** The picture button; absent when the editor has no upload. */
  onImage?: () => void;
  uploading: boolean;
}

/**
 * The formatting toolbar: one tab stop, ←/→ (and Home/End) move between its buttons (WAI-ARIA
 * toolbar pattern), each button named, toggles saying `aria-pressed`.
 */
export function EditorToolbar({
  editor,
  disabled,
  onLink,
  linkOpen,
  onImage,
  uploading,
}: EditorToolbarProps) {
  const { t } = useUiTranslation('ui');
  const barRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // Re-render on selection changes only with what the buttons show.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: Object.fromEntries(GROUPS.flat().map((tool) => [tool.key, tool.active?.(e) ?? false])),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });

  const buttons = () => [...(barRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = buttons().filter((button) => !button.disabled);
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % list.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + list.length) % list.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? list.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    list[next]?.focus();
  };
  interface Item {
    key: string;
    icon: ReactNode;
    onClick: () => void;
    disabled: boolean;
    aria: Record<string, unknown>;
    /** A separator goes before it. */
    groupStart?: boolean;
  }
  const items: Item[] = [];
  GROUPS.forEach((group, g) => {
    group.forEach((tool, i) => {
      items.push({
        key: tool.key,
        icon: tool.icon,
        onClick: () => tool.run(editor),
        disabled,
        aria: { 'aria-pressed': state.active[tool.key] },
        groupStart: g > 0 && i === 0,
      });
    });
  });
  items.push({
    key: 'link',
    icon: <Link2 aria-hidden="true" />,
    onClick: onLink,
    disabled,
    aria: { 'aria-pressed': state.link, 'aria-expanded': linkOpen },
    groupStart: true,
  });
  if (onImage) {
    items.push({
      key: 'image',
      icon: uploading ? <Spinner size="1em" tone="current" decorative /> : <ImagePlus aria-hidden="true" />,
      onClick: onImage,
      disabled: disabled || uploading,
      aria: { 'aria-busy': uploading || undefined },
    });
  }
  HISTORY.forEach((tool, i) => {
    items.push({
      key: tool.key,
      icon: tool.icon,
      onClick: () => tool.run(editor),
      disabled: disabled || !state[tool.key as 'undo' | 'redo'],
      aria: {},
      groupStart: i === 0,
    });
  });
  // The one tab stop: the button last focused, or the first one when that one is disabled now.
  const stop = items[current]?.disabled ? items.findIndex((item) => !item.disabled) : current;

  return (
    <Bar ref={barRef} role="toolbar" aria-label={t('richText.toolbar')} onKeyDown={onKeyDown}>
      {items.map((item, index) => (
        <Fragment key={item.key}>
          {item.groupStart ? <Separator aria-hidden="true" /> : null}
          <ToolButton
            type="button"
            aria-label={t(`richText.${item.key}`)}
            title={t(`richText.${item.key}`)}
            tabIndex={index === stop ? 0 : -1}
            onFocus={() => setCurrent(index)}
            // Keep the editor's selection: the button acts on it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={item.onClick}
            disabled={item.disabled}
            {...item.aria}
          >
            {item.icon}
          </ToolButton>
        </Fragment>
      ))}
    </Bar>
  );
}
