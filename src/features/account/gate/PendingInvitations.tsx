/**
 * The invitations of the signed-in account (UserInfo.invitations), shown at sign-in: accept with the one-time
 * code the organisation's administrator gave, or decline. The membership starts only on acceptance; the console
 * then starts again from Home, so the new organisation is in the list.
 */
import { Button, Form, Input, List, message, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useRoleLabel } from '@/components/RolePicker';
import { useIsolatedT } from '@/locales/isolated';
import { useT } from '@/locales/t';
import { browser } from '@/session/navigation';
import { HOME_PATH } from '@/session/redirects';
import { acceptInvitation, declineInvitation } from '@/services/ropc/profile';

function InvitationItem({ invitation, onDone }: { invitation: API.Invitation; onDone: (joined: boolean) => void }) {
  const t = useT();
  const ti = useIsolatedT();
  const roleLabel = useRoleLabel();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'accept' | 'decline'>();
  const run = async (what: 'accept' | 'decline') => {
    setBusy(what);
    try {
      if (what === 'accept') {
        await acceptInvitation({ id: invitation.id, code: code.trim() });
        message.success(t('profile.invitation.accepted', { org: invitation.orgName }));
      } else {
        await declineInvitation({ id: invitation.id });
        message.success(t('profile.invitation.declined'));
      }
      onDone(what === 'accept');
    } catch {
      // The request layer has shown why; the code stays for another try.
    } finally {
      setBusy(undefined);
    }
  };
  const role = roleLabel({ roleName: invitation.roleName, builtIn: invitation.roleBuiltIn });
  return (
    <List.Item>
      <Form layout="vertical" style={{ width: '100%' }} onFinish={() => run('accept')}>
        <Typography.Paragraph strong>
          {ti('profile.invitation.text', { org: invitation.orgName, role })}
        </Typography.Paragraph>
        <Form.Item label={t('profile.invitation.code')} htmlFor={`invitation-${invitation.id}`}>
          <Input
            id={`invitation-${invitation.id}`}
            value={code}
            autoComplete="one-time-code"
            onChange={(event) => setCode(event.target.value)}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy === 'accept'} disabled={!code.trim() || !!busy}>
            {t('profile.invitation.accept')}
          </Button>
          <Button loading={busy === 'decline'} disabled={!!busy} onClick={() => run('decline')}>
            {t('profile.invitation.decline')}
          </Button>
        </Space>
      </Form>
    </List.Item>
  );
}

/** The invitations the platform listed in user info (the session's), each answered in place. */
export default function PendingInvitations({ invitations = [] }: { invitations?: API.Invitation[] }) {
  const t = useT();
  const [answered, setAnswered] = useState<string[]>([]);
  const [later, setLater] = useState(false);
  const pending = invitations.filter((i) => !answered.includes(i.id));
  const done = (id: string, joined: boolean) => {
    if (joined) browser.assign(HOME_PATH);
    else setAnswered((ids) => [...ids, id]);
  };
  return (
    <Modal
      open={!later && pending.length > 0}
      title={t('profile.invitation.title')}
      onCancel={() => setLater(true)}
      footer={<Button onClick={() => setLater(true)}>{t('profile.invitation.later')}</Button>}
    >
      <Typography.Paragraph>{t('profile.invitation.intro')}</Typography.Paragraph>
      <List
        dataSource={pending}
        rowKey="id"
        renderItem={(invitation) => (
          <InvitationItem invitation={invitation} onDone={(joined) => done(invitation.id, joined)} />
        )}
      />
    </Modal>
  );
}
