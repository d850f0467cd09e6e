import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

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
      <Input
        className="courses-toolbar__search"
        type="search"
        prefix={<SearchOutlined aria-hidden />}
        placeholder={label}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </header>
  );
}
