import { useT } from '@/locales/t';

export default function MaintenanceInstructionsPage() {
  const t = useT();
  return <main><h1>{t('menu.document.maintenanceInstructions')}</h1></main>;
}
