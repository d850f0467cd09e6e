import { useEffect, useRef, type KeyboardEvent } from 'react';
import './rich-text-editor.css';

interface RichTextEditorProps {
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

const COMMANDS = [
  { command: 'bold', label: 'Bold', text: 'B' },
  { command: 'italic', label: 'Italic', text: 'I' },
  { command: 'insertUnorderedList', label: 'Bulleted list', text: '•' },
  { command: 'insertOrderedList', label: 'Numbered list', text: '1.' },
] as const;

/**
 * A small rich-text editor for the mentor's own forms (course description, bio): paragraphs, bold, italic and
 * lists, written by the browser's editing commands. What it produces is HTML that the server sanitises to the shared
 * allow-list on write, so the editor need not police it.
 */
export function RichTextEditor({ id, value, onChange, onBlur, disabled, ...aria }: RichTextEditorProps) {
  const area = useRef<HTMLDivElement>(null);

  // The DOM is the editor's own while one types; only a value from outside (a loaded course, a reset) is written in.
  useEffect(() => {
    const element = area.current;
    if (element && element.innerHTML !== value) element.innerHTML = value;
  }, [value]);

  const emit = () => onChange(area.current?.innerHTML ?? '');

  const run = (command: string) => {
    area.current?.focus();
    document.execCommand(command);
    emit();
  };

  const shortcut = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const command = { b: 'bold', i: 'italic' }[event.key.toLowerCase()];
    if (command) {
      event.preventDefault();
      run(command);
    }
  };

  return (
    <div className={`rich-text-editor${aria['aria-invalid'] ? ' rich-text-editor--error' : ''}`}>
      <div className="rich-text-editor__toolbar" role="toolbar" aria-label="Formatting" aria-controls={id}>
        {COMMANDS.map(({ command, label, text }) => (
          <button
            key={command}
            type="button"
            className="rich-text-editor__button"
            aria-label={label}
            title={label}
            disabled={disabled}
            // Keep the selection in the text: a click would otherwise move the focus to the button first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(command)}
          >
            {text}
          </button>
        ))}
      </div>
      <div
        ref={area}
        id={id}
        className="rich-text-editor__area input"
        role="textbox"
        aria-multiline="true"
        contentEditable={!disabled}
        suppressContentEditableWarning
        onInput={emit}
        onBlur={onBlur}
        onKeyDown={shortcut}
        {...aria}
      />
    </div>
  );
}
