import { OTHER_COURSE } from '@eazy2con/shared/options';
import { Choice, choices } from '../../ui/form/Choice';
import { Field } from '../../ui/form/Field';
import type { FormApi } from '../../ui/form/use-form';
import { TextInput } from '../../ui/inputs';
import type { BookingFormValues } from './booking-validation';
import type { BookingVariant } from './booking-variants';

interface Props {
  form: FormApi<BookingFormValues>;
  variant: BookingVariant;
  /** The course of the page the form opened on, offered first and chosen for the learner. */
  presetCourse?: string;
  /** The id of the kids course suggestions' datalist. */
  listId: string;
}

/**
 * The booking form's course: adults pick a topic (and 'Other' asks for the course's name), parents type one with
 * suggestions (spec 2 §5).
 */
export function CourseFields({ form, variant, presetCourse, listId }: Props) {
  if (variant.course.kind === 'suggest') {
    return (
      <>
        <Field form={form} name="course" label="Course">
          {(props) => (
            <TextInput
              {...props}
              aria-required
              list={listId}
              maxLength={100}
              placeholder="e.g. Scratch Programming, or n/a"
            />
          )}
        </Field>
        <datalist id={listId}>
          {variant.course.suggestions.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </>
    );
  }
  const courseOptions = [...new Set([...(presetCourse ? [presetCourse] : []), ...variant.course.options])];
  return (
    <>
      <Field form={form} name="course" label="Course">
        {(props) => <Choice {...props} aria-required placeholder="Choose a course" options={choices(courseOptions)} />}
      </Field>
      {form.values.course === OTHER_COURSE && (
        <Field form={form} name="detailCourseName" label="Name of the course">
          {(props) => <TextInput {...props} aria-required maxLength={100} />}
        </Field>
      )}
    </>
  );
}
