/** The alarm list's "Export CSV": the filtered alarms in the list's order, every page, as one file. */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, message } from 'antd';
import { useState } from 'react';
import { useT } from '@/locales/t';
import { downloadText } from '@/utils/csv';
import { dayInZone, runtimeTimeZone } from '@/domain/timeZones';
import { alarmsCsv, fetchAllAlarms } from './alarmCsv';

interface Props {
  query: Parameters<typeof fetchAllAlarms>[0];
  timeZone?: string;
  disabled?: boolean;
}

export default function ExportAlarms({ query, timeZone, disabled }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    let result;
    try {
      result = await fetchAllAlarms(query);
    } catch {
      return; // the request layer has shown the error
    } finally {
      setBusy(false);
    }
    const zone = timeZone || runtimeTimeZone();
    downloadText(`alarms-${dayInZone(new Date(), zone)}.csv`, alarmsCsv(result.rows, t, zone));
    // The static API, like the request layer's toasts (same duration and stacking).
    if (result.rows.length < result.total)
      message.warning(t('alarm.export.truncated', { count: result.rows.length, total: result.total }));
    else message.success(t('alarm.export.done', { count: result.rows.length }));
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} disabled={disabled} onClick={run}>
      {t('alarm.export')}
    </Button>
  );
}
