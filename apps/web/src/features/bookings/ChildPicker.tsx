import { childLabel, type MyChild } from './my-children';

export const WHO_FOR = 'Who is this for?';
export const SOMEONE_ELSE = 'Someone else: I will fill in the form';

// The id no child has: the server's ids are UUIDs.
const OTHER = { id: 'someone-else', label: SOMEONE_ELSE, child: null };

/**
 * "Who is this for?": the signed-in parent's children, and filling the form as before (the starting choice). Only
 * parents see it, so it is loaded when they do (ChildChoiceField), not with the public page.
 */
export function ChildPicker({
  idPrefix,
  options: children,
  chosen,
  onChoose,
  error,
}: {
  idPrefix: string;
  options: readonly MyChild[];
  chosen: MyChild | null;
  onChoose: (child: MyChild | null) => void;
  error?: string;
}) {
  const options = [...children.map((child) => ({ id: child.id, label: childLabel(child), child })), OTHER];
  return (
    <fieldset
      className={`field field--radio${error ? ' field--error' : ''}`}
      aria-describedby={error ? `${idPrefix}-error` : undefined}
    >
      <legend className="field__label">{WHO_FOR}</legend>
      <div className="radio-group">
        {options.map((option) => (
          <label key={option.id} className="checkbox" htmlFor={`${idPrefix}-${option.id}`}>
            <input
              id={`${idPrefix}-${option.id}`}
              type="radio"
              className="checkbox__input"
              name={`${idPrefix}-who`}
              checked={(chosen?.id ?? OTHER.id) === option.id}
              onChange={() => onChoose(option.child)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <div id={`${idPrefix}-error`} className="field__error" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
