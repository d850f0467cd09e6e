import { useEffect, useMemo, useState } from 'react';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useMutation, useQuery } from 'urql';
import { ADMIN_MESSAGES, AdminCourseSchema } from '@eazy2con/shared/validation/admin';
import { useAppApi } from '../../../core/lazy-ant-app';
import { schemaRule } from '../../accounts/public';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { AdminMentorOptionsQuery, CreateAdminCourseMutation } from '../course-queries';

interface Values {
  language: string;
  title: string;
  topics: string;
  videoUrl: string;
  duration: number;
  description: string;
  mentorIds: string[];
}

const rule = (field: keyof Values) => [schemaRule(AdminCourseSchema, field)];

/**
 * The 'Add New' modal of /add-courses (spec 3 §5, §8): topics typed comma separated are sent as a list, the mentors
 * are the real accepted ones (searched on the server). 'Added successfully'; on failure the modal stays open.
 */
export function AddCourseModal({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [{ fetching }, create] = useMutation(CreateAdminCourseMutation);
  const [mentorSearch, setMentorSearch] = useState('');
  const search = useDebouncedValue(mentorSearch.trim(), 300);
  const [{ data: mentorData, fetching: mentorsLoading }] = useQuery({
    query: AdminMentorOptionsQuery,
    variables: { search: search || null },
    pause: !open,
  });
  const { notification } = useAppApi();
  // Mentors already chosen keep their names while a new search shows other ones.
  const [known, setKnown] = useState<Record<string, string>>({});
  useEffect(() => {
    const found = mentorData?.adminMentorOptions;
    if (found) setKnown((current) => ({ ...current, ...Object.fromEntries(found.map((m) => [m.id, m.name])) }));
  }, [mentorData]);
  const chosen = Form.useWatch('mentorIds', form);
  const options = useMemo(() => {
    const shown = (mentorData?.adminMentorOptions ?? []).map((m) => ({ value: m.id, label: m.name }));
    const kept = (chosen ?? [])
      .filter((id) => !shown.some((o) => o.value === id) && known[id])
      .map((id) => ({ value: id, label: known[id] }));
    return [...shown, ...kept];
  }, [mentorData, chosen, known]);

  const onFinish = async () => {
    const parsed = AdminCourseSchema.safeParse(form.getFieldsValue(true));
    if (!parsed.success) return;
    const result = await create({ input: parsed.data });
    if (result.error || !result.data) {
      // The spec's words send the admin to the console: the details are logged there.
      console.error(result.error);
      notification.error({ title: ADMIN_MESSAGES.courseFailed, duration: 10 });
      return;
    }
    notification.success({ title: ADMIN_MESSAGES.courseAdded, duration: 4 });
    form.resetFields();
    onAdded();
  };

  return (
    <Modal
      open={open}
      title="Add New Course"
      okText="Add course"
      confirmLoading={fetching}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      width={640}
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void onFinish()}>
        <Form.Item name="language" label="Language" rules={rule('language')}>
          <Input maxLength={60} placeholder="e.g. JavaScript" />
        </Form.Item>
        <Form.Item name="title" label="Title" rules={rule('title')}>
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item name="topics" label="Topics" extra="Separate topics with commas" rules={rule('topics')}>
          <Input maxLength={3000} placeholder="Variables, Functions, Loops" />
        </Form.Item>
        <Form.Item name="videoUrl" label="Video URL" rules={rule('videoUrl')}>
          <Input type="url" maxLength={2000} placeholder="https://" />
        </Form.Item>
        <Form.Item name="duration" label="Duration (hours)" rules={rule('duration')}>
          <InputNumber min={1} max={10_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={rule('description')}>
          <Input.TextArea rows={4} maxLength={20_000} />
        </Form.Item>
        <Form.Item name="mentorIds" label="Mentors" rules={rule('mentorIds')}>
          <Select
            mode="multiple"
            showSearch={{ filterOption: false, onSearch: setMentorSearch }}
            loading={mentorsLoading}
            options={options}
            placeholder="Search accepted mentors"
            notFoundContent={mentorsLoading ? 'Loading…' : 'No accepted mentor matches'}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
