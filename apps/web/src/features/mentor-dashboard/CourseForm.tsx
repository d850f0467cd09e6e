import { useState, type ReactNode } from 'react';
import {
  MAX_COURSE_HOURS,
  MAX_COURSE_TOPIC_LENGTH,
  MAX_COURSE_TOPICS,
  MentorCourseSchema,
} from '@eazy2con/shared/validation/mentor-course';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { RichTextField } from '../../ui/form/RichTextField';
import { schemaValidator } from '../../ui/form/schema-validator';
import { useForm } from '../../ui/form/use-form';
import { TextArea, TextInput } from '../../ui/inputs';
import { FileUpload } from '../files/public';
import type { EditableCourse } from './queries';

export interface CourseFormValues extends Record<string, string> {
  title: string;
  description: string;
  imageKey: string;
  videoKey: string;
  /** One topic per line; the shared schema turns the lines into the list. */
  topics: string;
  /** Whole hours as typed; empty is "not set". */
  durationHours: string;
}

const validate = schemaValidator<CourseFormValues>(MentorCourseSchema);

/**
 * The mentor's course form (spec 3 §2.2, §5): title, rich-text description, the optional topics and duration (issue
 * 20 §9: unset ones are hidden on the public pages), the image (required) and an optional intro video, each file
 * uploaded as soon as it is chosen. The shared schema gives the messages; the server checks the same and that the
 * files are this mentor's.
 */
export function CourseForm({
  course,
  submitLabel,
  onSubmit,
  extraActions,
}: {
  course: EditableCourse | null;
  submitLabel: string;
  onSubmit: (values: CourseFormValues, showServerErrors: (errors: Record<string, string>) => boolean) => Promise<void>;
  extraActions?: ReactNode;
}) {
  const form = useForm<CourseFormValues>({
    initialValues: {
      title: course?.title ?? '',
      description: course?.description ?? '',
      imageKey: course?.imageKey ?? '',
      videoKey: course?.videoKey ?? '',
      topics: course?.topics.join('\n') ?? '',
      durationHours: course?.durationHours ? String(course.durationHours) : '',
    },
    validate,
  });
  const [uploading, setUploading] = useState(0);
  const [saving, setSaving] = useState(false);
  const busy = (on: boolean) => setUploading((n) => n + (on ? 1 : -1));

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    await onSubmit(values, form.showServerErrors);
    setSaving(false);
  });

  return (
    <form className="course-form" onSubmit={submit} noValidate>
      <Field form={form} name="title" label="Title" required>
        {(props) => <TextInput {...props} aria-required maxLength={150} size="large" />}
      </Field>
      <RichTextField form={form} name="description" label="Description" required />
      <Field
        form={form}
        name="topics"
        label="Topics"
        extra={`Optional. One topic per line, at most ${MAX_COURSE_TOPICS} topics, each up to ${MAX_COURSE_TOPIC_LENGTH} characters.`}
      >
        {(props) => <TextArea {...props} rows={5} />}
      </Field>
      <Field form={form} name="durationHours" label="Duration (hours)" extra="Optional. Whole hours.">
        {(props) => <TextInput {...props} type="number" inputMode="numeric" min={0} max={MAX_COURSE_HOURS} step={1} />}
      </Field>
      <FileUpload
        purpose="course-image"
        label="Course image"
        current={course?.image ?? null}
        error={form.error('imageKey')}
        onBusy={busy}
        onUploaded={(file) => form.setValue('imageKey', file.key)}
      />
      <FileUpload
        purpose="course-video"
        label="Add Course Intro Video(Optional)"
        current={course?.video ?? null}
        error={form.error('videoKey')}
        onBusy={busy}
        onUploaded={(file) => form.setValue('videoKey', file.key)}
      />
      <div className="course-form__actions">
        <Button type="primary" htmlType="submit" size="large" loading={saving} disabled={uploading > 0}>
          {submitLabel}
        </Button>
        {extraActions}
      </div>
    </form>
  );
}
