/** Platform Settings opened without the settings code (a typed or shared link): say so, offer My account. */
import { Alert, Button } from 'antd';
import { useT } from '@/locales/t';

export default function NoSettingsPermission({ onOpenProfile }: { onOpenProfile: () => void }) {
  const t = useT();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      message={t('settings.noPermission.title')}
      description={t('settings.noPermission.description')}
      action={
        <Button size="small" onClick={onOpenProfile}>
          {t('settings.noPermission.openProfile')}
        </Button>
      }
    />
  );
}
