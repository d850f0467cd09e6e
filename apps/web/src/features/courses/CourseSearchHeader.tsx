import { useRef } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useTypedBeforeHydration } from '../../ui/use-typed-before-hydration';
import '../../ui/inputs.css';

interface Props {
  title: string;
  /** The search box's placeholder and accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The heading of a searchable course list, with its search box. The server draws it, so a search typed before the
 * page's script arrived is taken over (and run) once the page is hydrated.
 */
export function CourseSearchHeader({ title, label, value, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration({ search: input }, { search: value }, (typed) => onChange(typed.search));
  return (
    <header className="page__header courses-toolbar">
      <h1>{title}</h1>
      <span className="input-affix courses-toolbar__search">
        <SearchOutlined aria-hidden />
        <input
          ref={input}
          className="input-affix__input"
          type="search"
          placeholder={label}
          aria-label={label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
    </header>
  );
}
