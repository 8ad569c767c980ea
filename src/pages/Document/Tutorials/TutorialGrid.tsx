/** The tutorials of one page as a grid of cards, with the loading, error and empty states and paging. */
import { Button, Empty, Pagination, Result, Skeleton, Spin } from 'antd';
import { useT } from '@/locales/t';
import TutorialCard from './TutorialCard';
import { type ListStatus, PAGE_SIZE } from './useTutorialList';

interface Props {
  status: ListStatus;
  page?: API.Page<API.Tutorial>;
  current: number;
  filtered: boolean;
  origin: string;
  nameOf: (language: string) => string;
  onOpen: (tutorial: API.Tutorial) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
  onClearFilters: () => void;
}

function Loading() {
  const t = useT();
  return (
    <div
      className="ropc-tutorials-grid"
      role="status"
      aria-label={t('tutorial.loading')}
      data-testid="tutorials-loading"
    >
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="ropc-tutorial-skeleton">
          <Skeleton.Node active style={{ width: '100%', height: '100%' }}>
            <span />
          </Skeleton.Node>
          <Skeleton active title paragraph={{ rows: 2 }} />
        </div>
      ))}
    </div>
  );
}

export default function TutorialGrid({
  status,
  page,
  current,
  filtered,
  origin,
  nameOf,
  onOpen,
  onPage,
  onRetry,
  onClearFilters,
}: Props) {
  const t = useT();
  if (status === 'failed') {
    return (
      <div role="alert">
        <Result
          status="warning"
          title={t('tutorial.error')}
          extra={
            <Button type="primary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (!page) return <Loading />;
  if (!page.list.length && status === 'ready') {
    return (
      <Empty description={filtered ? t('tutorial.empty.filtered') : t('tutorial.empty')}>
        {filtered ? <Button onClick={onClearFilters}>{t('tutorial.empty.clear')}</Button> : null}
      </Empty>
    );
  }
  return (
    <Spin spinning={status === 'loading'} delay={200}>
      <ul className="ropc-tutorials-grid" aria-busy={status === 'loading'}>
        {page.list.map((tutorial) => (
          <li key={tutorial.id}>
            <TutorialCard
              tutorial={tutorial}
              languageName={nameOf(tutorial.language)}
              origin={origin}
              onOpen={onOpen}
            />
          </li>
        ))}
      </ul>
      <Pagination
        className="ropc-tutorials-pagination"
        current={current}
        pageSize={PAGE_SIZE}
        total={page.total}
        showSizeChanger={false}
        showTotal={(total) => t('tutorial.count', { count: total })}
        onChange={onPage}
      />
    </Spin>
  );
}
