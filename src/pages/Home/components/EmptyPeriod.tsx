/** A period in which no task ran: say so, and offer the whole history. */
import { Button, Empty, Typography } from 'antd';
import Panel from './Panel';
import { useT } from '@/locales/t';

export default function EmptyPeriod({ onShowAll }: { onShowAll?: () => void }) {
  const t = useT();
  return (
    <Panel>
      <Empty
        description={
          <>
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              {t('home.empty.title')}
            </Typography.Title>
            <Typography.Text>{t('home.empty.hint')}</Typography.Text>
          </>
        }
      >
        {onShowAll ? (
          <Button type="primary" onClick={onShowAll}>
            {t('home.empty.showAll')}
          </Button>
        ) : null}
      </Empty>
    </Panel>
  );
}
