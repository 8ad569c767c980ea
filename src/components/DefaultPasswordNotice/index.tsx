/** Tells who added or reset an account its default password, with a copy button. */
import { Modal, Space, Typography } from 'antd';
import CopyButton from '@/components/CopyButton';
import { useIsolatedT } from '@/locales/isolated';
import { useT } from '@/locales/t';

export interface PasswordNotice {
  reason: 'added' | 'reset';
  account: string;
  password: string;
}

interface Props {
  notice?: PasswordNotice;
  onClose: () => void;
}

export default function DefaultPasswordNotice({ notice, onClose }: Props) {
  const t = useT();
  const ti = useIsolatedT();
  const added = notice?.reason === 'added';
  return (
    <Modal
      open={!!notice}
      title={added ? t('account.password.title.added') : t('account.password.title.reset')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('common.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      {notice ? (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            {added
              ? ti('account.password.added', { account: notice.account })
              : ti('account.password.reset', { account: notice.account })}
          </Typography.Paragraph>
          <Space wrap>
            <Typography.Text code strong data-testid="default-password">
              {notice.password}
            </Typography.Text>
            <CopyButton text={notice.password} label={t('account.copy.label')} />
          </Space>
          <Typography.Text>{t('account.password.hint')}</Typography.Text>
        </Space>
      ) : null}
    </Modal>
  );
}
