import { useEffect } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** The accessible name when no <label for> names the editor. */
  'aria-label'?: string;
  disabled?: boolean;
}

const COMMANDS: readonly { label: string; text: string; run: (editor: Editor) => void }[] = [
  { label: 'Bold', text: 'B', run: (editor) => editor.chain().focus().toggleBold().run() },
  { label: 'Italic', text: 'I', run: (editor) => editor.chain().focus().toggleItalic().run() },
  { label: 'Bulleted list', text: '•', run: (editor) => editor.chain().focus().toggleBulletList().run() },
  { label: 'Numbered list', text: '1.', run: (editor) => editor.chain().focus().toggleOrderedList().run() },
];

// The toolbar offers four commands, but text already saved may hold anything of the shared allow-list
// (packages/shared/src/rich-text.ts): headings, quotes, links and code stay in the schema so that editing such a
// text does not flatten it. A horizontal rule is not on the list.
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    horizontalRule: false,
    link: { openOnClick: false, autolink: false },
  }),
];

/** An empty document is '' (not '<p></p>'), so that "required" sees an empty field as before. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * A small rich-text editor for the mentor's own forms (course description, bio): paragraphs, bold, italic and
 * lists, on Tiptap (ProseMirror), which keeps a document model instead of the browser's deprecated editing commands.
 * What it produces is HTML that the server sanitises to the shared allow-list on write, so the editor need not
 * police it. Loaded lazily (ui/form/RichTextField.tsx): only the mentor and admin pages download it.
 */
export function RichTextEditor({ id, value, onChange, onBlur, disabled, ...aria }: RichTextEditorProps) {
  const attributes: Record<string, string> = {
    id,
    class: 'rich-text-editor__area input',
    role: 'textbox',
    'aria-multiline': 'true',
    ...(aria['aria-label'] ? { 'aria-label': aria['aria-label'] } : {}),
    ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
    ...(aria['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
  };
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !disabled,
    // The page's Content-Security-Policy allows no inline <style>: the few rules ProseMirror needs are in the CSS file.
    injectCSS: false,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
    onBlur: () => onBlur?.(),
  });

  // The document is the editor's own while one types; only a value from outside (a loaded course, a reset) is
  // written in, without reporting it back as a change.
  useEffect(() => {
    if (!editor.isDestroyed && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // The names, descriptions and error state change with the form: ProseMirror writes them on its element.
  const attributeKey = JSON.stringify(attributes);
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributeKey) as Record<string, string> } });
  }, [editor, attributeKey]);

  return (
    <div className={`rich-text-editor${aria['aria-invalid'] ? ' rich-text-editor--error' : ''}`}>
      <div className="rich-text-editor__toolbar" role="toolbar" aria-label="Formatting" aria-controls={id}>
        {COMMANDS.map(({ label, text, run }) => (
          <button
            key={label}
            type="button"
            className="rich-text-editor__button"
            aria-label={label}
            title={label}
            disabled={disabled}
            // Keep the selection in the text: a click would otherwise move the focus to the button first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(editor)}
          >
            {text}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
