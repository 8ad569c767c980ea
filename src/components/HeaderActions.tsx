import { Button, Space, Typography } from 'antd';
import { useT } from '@/locales/t';
import { logoutAndLeave } from '@/session/logout';
import AlarmBell from '@/components/AlarmBell';

interface Props {
  nickname?: string;
}

/** Header: who is signed in and Log Out. */
export default function HeaderActions({ nickname }: Props) {
  const t = useT();
  return (
    <Space>
      <AlarmBell />
      {nickname ? <Typography.Text>{nickname}</Typography.Text> : null}
      <Button onClick={() => logoutAndLeave()}>{t('layout.logout')}</Button>
    </Space>
  );
}
