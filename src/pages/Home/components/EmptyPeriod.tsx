/** A period in which no task ran: say so, and offer the whole history. */
import { Button, Empty } from 'antd';
import { Text, Heading } from '@/components/PlainText';
import Panel from './Panel';
import { useT } from '@/locales/t';

export default function EmptyPeriod({ onShowAll }: { onShowAll?: () => void }) {
  const t = useT();
  return (
    <Panel>
      <Empty
        description={
          <>
            <Heading level={3} style={{ fontSize: 16 }}>
              {t('home.empty.title')}
            </Heading>
            <Text>{t('home.empty.hint')}</Text>
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
