/** A list's empty state while filters are applied: says so and offers to clear them (every filtered list). */
import { Button, Empty } from 'antd';
import { useT } from '@/locales/t';

export default function FilteredEmpty({ onClear }: { onClear: () => void }) {
  const t = useT();
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty.filtered')} data-testid="filtered-empty">
      <Button onClick={onClear}>{t('common.clearFilters')}</Button>
    </Empty>
  );
}
