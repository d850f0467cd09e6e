import { SearchOutlined } from '@ant-design/icons';
import '../../ui/inputs.css';

interface Props {
  title: string;
  /** The search box's placeholder and accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The heading of a searchable course list, with its search box. */
export function CourseSearchHeader({ title, label, value, onChange }: Props) {
  return (
    <header className="page__header courses-toolbar">
      <h1>{title}</h1>
      <span className="input-affix courses-toolbar__search">
        <SearchOutlined aria-hidden />
        <input
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
