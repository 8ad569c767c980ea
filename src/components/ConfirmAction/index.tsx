/**
 * A link button that asks before a destructive action. The confirm button says the action ("Delete", 「削除」),
 * not "Confirm"; it shows loading while the action runs, so it cannot be sent twice; a failure was already
 * reported by the request layer, so it is swallowed here.
 */
import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/locales/t';

interface Props {
  /** The question, from the spec's confirmations. */
  title: ReactNode;
  /** The line under the question: what is affected and what happens to it ("Account to delete: …"). */
  description?: ReactNode;
  onConfirm: () => Promise<unknown>;
  children: ReactNode;
  danger?: boolean;
}

export default function ConfirmAction({ title, description, onConfirm, children, danger = true }: Props) {
  const t = useT();
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={typeof children === 'string' ? children : t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger }}
      onConfirm={() => onConfirm().catch(() => undefined)}
    >
      <Button type="link" size="small" danger={danger}>
        {children}
      </Button>
    </Popconfirm>
  );
}
