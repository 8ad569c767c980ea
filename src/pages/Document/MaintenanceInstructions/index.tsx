/** Maintenance instructions for the cleaning robots; the alarm details link to its alarm reference (#alarm-<type>). */
import { useT } from '@/locales/t';
import DocumentView from '../components/DocumentView';

export default function MaintenanceInstructionsPage() {
  const t = useT();
  return (
    <>
      <div className="doc-page-head">
        <h1>{t('menu.document.maintenanceInstructions')}</h1>
      </div>
      <DocumentView kind="maintenance" />
    </>
  );
}
