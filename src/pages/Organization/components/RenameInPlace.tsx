/** An organisation's name with "Rename": edited in place with the name rules and the platform's duplicate check. */
import { EditOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, Typography, message } from 'antd';
import { useState } from 'react';
import { nameRules } from '@/components/form/rules';
import { showServerFieldError } from '@/components/form/serverErrors';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { useT } from '@/locales/t';
import { renameOrganization } from '@/services/ropc/organization';
import { ORG_NAME_LENGTH } from '@/domain/nameRules';

interface Props {
  busId: string;
  name: string;
  canRename: boolean;
  onRenamed: (org: API.Organization) => void;
}

export default function RenameInPlace({ busId, name, canRename, onRenamed }: Props) {
  const t = useT();
  const [form] = Form.useForm<{ name: string }>();
  const [editing, setEditing] = useState(false);
  // One rename at a time: a second submit (Enter, a quick second click) while one is pending sends nothing.
  const [onFinish, saving] = useSingleFlight(async ({ name: next }: { name: string }) => {
    if (next === name) {
      setEditing(false);
      return;
    }
    try {
      const renamed = await renameOrganization(busId, next);
      message.success(t('success.rename'));
      onRenamed(renamed);
      setEditing(false);
    } catch (error) {
      showServerFieldError(form, error, {
        duplicates: { '010002': 'name' },
        lengths: { name: ORG_NAME_LENGTH },
        required: { name: 'validation.required.orgName' },
      });
    }
  });

  if (!editing) {
    return (
      <Space size={4}>
        <Typography.Text strong>{name}</Typography.Text>
        {canRename ? (
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('organization.rename')}
          </Button>
        ) : null}
      </Space>
    );
  }

  return (
    <Form
      form={form}
      name="renameOrganization"
      layout="inline"
      initialValues={{ name }}
      onFinish={onFinish}
      disabled={saving}
    >
      <Form.Item
        name="name"
        rules={nameRules('validation.required.orgName', ORG_NAME_LENGTH)}
        style={{ minWidth: 280 }}
      >
        <Input aria-label={t('organization.field.name')} autoFocus maxLength={128} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common.save')}
        </Button>
        <Button onClick={() => setEditing(false)}>{t('common.cancel')}</Button>
      </Space>
    </Form>
  );
}
