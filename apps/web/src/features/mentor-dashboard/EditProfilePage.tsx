import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { countryOptions } from '@eazy2con/shared/countries';
import { specializationOptions } from '@eazy2con/shared/options';
import { MENTOR_PROFILE_MESSAGES as M, MentorProfileSchema } from '@eazy2con/shared/validation/mentor-profile';
import { apiErrorMessage, apiFieldErrors } from '../../core/graphql/errors';
import { PageSpinner } from '../../ui/PageSpinner';
import { useNotify } from '../../core/use-notify';
import { usePageTitle } from '../../core/use-page-title';
import { Button } from '../../ui/Button';
import { Choice, choices } from '../../ui/form/Choice';
import { Field } from '../../ui/form/Field';
import { RichTextField } from '../../ui/form/RichTextField';
import { schemaValidator } from '../../ui/form/schema-validator';
import { useForm } from '../../ui/form/use-form';
import { TextInput } from '../../ui/inputs';
import { Notice } from '../../ui/Notice';
import { useAuth } from '../accounts/public';
import { FileUpload } from '../files/public';
import { OwnProfileQuery, UpdateMentorMutation, type OwnProfile } from './queries';

type ProfileValues = Record<
  | 'firstname'
  | 'lastname'
  | 'specialization'
  | 'country'
  | 'phone'
  | 'bio'
  | 'facebookUrl'
  | 'github'
  | 'dribbleUrl'
  | 'linkedInUrl'
  | 'otherLinkUrl'
  | 'imageKey',
  string
>;

const validate = schemaValidator<ProfileValues>(MentorProfileSchema);
const countryChoices = countryOptions.map((c) => ({ value: c.code, label: c.name }));
const LINKS = [
  ['github', 'Github'],
  ['linkedInUrl', 'LinkedIn'],
  ['facebookUrl', 'Facebook'],
  ['dribbleUrl', 'Dribbble'],
  ['otherLinkUrl', 'Other link'],
] as const;

/** /edit-profile: the signed-in mentor's own profile (spec 3 §2.2, §5), saved with updateMentor. */
export function EditProfilePage() {
  usePageTitle('Edit Profile');
  const auth = useAuth();
  const mentor = auth.data;
  const [{ data, error, fetching }] = useQuery({
    query: OwnProfileQuery,
    variables: { id: mentor?.id ?? '' },
    pause: !mentor,
    requestPolicy: 'network-only',
  });
  if (fetching || !data) {
    return error ? <Notice type="error" title={apiErrorMessage(error, 'Something went wrong!')} /> : <PageSpinner />;
  }
  if (!data.getMentor) return <Notice type="error" title="Mentor does not exist" />;
  return <ProfileForm profile={data.getMentor} onSaved={() => auth.refresh()} />;
}

function ProfileForm({ profile, onSaved }: { profile: OwnProfile; onSaved: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const { notification } = useNotify();
  const [, updateMentor] = useMutation(UpdateMentorMutation);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const form = useForm<ProfileValues>({
    initialValues: {
      firstname: profile.firstname,
      lastname: profile.lastname,
      specialization: profile.specialization,
      country: profile.country,
      phone: profile.phone ?? '',
      bio: profile.bio,
      facebookUrl: profile.facebookUrl ?? '',
      github: profile.github,
      dribbleUrl: profile.dribbleUrl ?? '',
      linkedInUrl: profile.linkedInUrl ?? '',
      otherLinkUrl: profile.otherLinkUrl ?? '',
      imageKey: '',
    },
    validate,
  });

  const save = form.handleSubmit(async (values) => {
    setSaving(true);
    const result = await updateMentor({ input: { ...values, imageKey: values.imageKey || null } });
    setSaving(false);
    if (result.error || !result.data?.updateMentor) {
      form.showServerErrors(apiFieldErrors(result.error));
      notification.error({ title: apiErrorMessage(result.error, 'Something went wrong!'), duration: 10 });
      return;
    }
    notification.success({ title: M.updated });
    await onSaved(); // the shell shows the new name and picture
    void navigate('/mentor-dashboard');
  });

  return (
    <section className="course-form-page" aria-labelledby="profile-heading">
      <h1 id="profile-heading">Edit Profile</h1>
      <form className="course-form" onSubmit={save} noValidate>
        <FileUpload
          purpose="profile-image"
          label="Profile image"
          current={profile.imageUrl?.url ?? null}
          onBusy={setUploading}
          onUploaded={(file) => form.setValue('imageKey', file.key)}
        />
        <div className="profile-form__row">
          <Field form={form} name="firstname" label="First Name" required>
            {(props) => <TextInput {...props} aria-required autoComplete="given-name" maxLength={100} />}
          </Field>
          <Field form={form} name="lastname" label="Last Name" required>
            {(props) => <TextInput {...props} aria-required autoComplete="family-name" maxLength={100} />}
          </Field>
        </div>
        <div className="profile-form__row">
          <Field form={form} name="specialization" label="Specialization" required>
            {(props) => (
              <Choice {...props} aria-required placeholder="Select" options={choices(specializationOptions)} />
            )}
          </Field>
          <Field form={form} name="country" label="Country" required>
            {(props) => <Choice {...props} aria-required placeholder="Select your country" options={countryChoices} />}
          </Field>
        </div>
        <Field form={form} name="phone" label="Phone Number" required>
          {(props) => <TextInput {...props} aria-required type="tel" autoComplete="tel" maxLength={30} />}
        </Field>
        <RichTextField form={form} name="bio" label="Bio" required />
        <div className="profile-form__row">
          {LINKS.map(([name, label]) => (
            <Field key={name} form={form} name={name} label={label}>
              {(props) => <TextInput {...props} type="url" inputMode="url" maxLength={300} placeholder="https://" />}
            </Field>
          ))}
        </div>
        <div className="course-form__actions">
          <Button size="large" onClick={() => void navigate('/mentor-dashboard')}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" size="large" loading={saving} disabled={uploading}>
            Save
          </Button>
        </div>
      </form>
    </section>
  );
}
