/** Data overview: the figures per device for the period, filtered, sorted, paged, exportable to CSV. */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, message, Table } from 'antd';
import { Text } from '@/components/PlainText';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTimeZone } from '@/session/orgSettings';
import { usePhoneTable } from '@/components/ResponsiveTable';
import { useT } from '@/locales/t';
import { PAGE_SIZE } from '@/domain/paging';
import { dayInZone } from '@/domain/timeZones';
import { downloadText, fetchAllRows, MAX_ROWS, overviewCsv, type ExportResult } from '../exportCsv';
import { useCurrentOrgName } from '../hooks/useCurrentOrgName';
import { useOverview } from '../hooks/useOverview';
import { useOverviewColumns } from '../hooks/useOverviewColumns';
import { METRICS } from '../kpis';
import type { Period } from '@/domain/metrics';
import LoadError from './LoadError';
import OverviewFilters from './OverviewFilters';

type Row = API.DashboardDeviceRow;

/** The overview's filters without its paging: an export covers every page. */
function withoutPaging<T extends { current?: unknown; pageSize?: unknown }>(query: T): Omit<T, 'current' | 'pageSize'> {
  const rest = { ...query };
  delete rest.current;
  delete rest.pageSize;
  return rest;
}

export default function DeviceOverview({ period }: { period: Period }) {
  const t = useT();
  const { query, options, rows, setFilter, setPage, setSort, retry } = useOverview(period);
  const columns = useOverviewColumns(query.sortField, query.sortOrder);
  // On a phone: the device and its first figure; a row's detail shows the others.
  const phone = usePhoneTable(columns, ['deviceName', METRICS[0].key]);
  const [exporting, setExporting] = useState(false);
  const timeZone = useTimeZone();
  const orgName = useCurrentOrgName();

  const exportCsv = async () => {
    const filters = withoutPaging(query);
    setExporting(true);
    let result: ExportResult;
    try {
      result = await fetchAllRows(filters);
    } catch {
      return; // the request layer has shown the error
    } finally {
      setExporting(false);
    }
    const { rows: all, capped } = result;
    downloadText(
      `device-overview-${period === 'all' ? 'all' : `${period}d`}-${dayInZone(new Date(), timeZone)}.csv`,
      overviewCsv(all, t),
    );
    // The static API, like the request layer's toasts (same duration and stacking).
    if (capped) message.warning(t('home.export.capped', { count: all.length, max: MAX_ROWS }));
    else message.success(t('home.export.success', { count: all.length }));
  };

  const failed = options.error || rows.error;
  return (
    <Card
      data-testid="device-overview"
      style={{ marginTop: 16 }}
      title={<h2 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{t('home.overview.title')}</h2>}
      extra={
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          disabled={!options.data || !!failed}
          onClick={exportCsv}
        >
          {t('home.export')}
        </Button>
      }
    >
      <Flex vertical gap={12} style={{ marginBottom: 16 }}>
        <Text tone="secondary">{t('home.overview.scope', { org: orgName })}</Text>
        <OverviewFilters options={options.data} value={query} onChange={setFilter} />
      </Flex>
      {failed ? (
        <LoadError title="home.error.devices" onRetry={retry} />
      ) : (
        <Table<Row>
          rowKey="deviceId"
          size="middle"
          {...phone}
          dataSource={rows.data?.list}
          loading={!options.data || rows.loading}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: query.current,
            pageSize: query.pageSize,
            total: rows.data?.total || 0,
            showSizeChanger: true,
            showTotal: (total) => t('home.overview.total', { total }),
          }}
          onChange={(pagination, _filters, sorter, extra) => {
            if (extra.action === 'sort') {
              const s = sorter as SorterResult<Row>;
              setSort(s.columnKey as API.DashboardSortField, s.order || undefined);
            } else if (extra.action === 'paginate') setPage(pagination.current || 1, pagination.pageSize || PAGE_SIZE);
          }}
        />
      )}
    </Card>
  );
}
