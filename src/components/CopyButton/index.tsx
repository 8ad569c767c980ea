/** A button that copies a text and says "Copy Success" (or how to copy by hand when the browser refuses). */
import { CopyOutlined } from '@ant-design/icons';
import { Button, message } from 'antd';
import { useT } from '@/locales/t';
import { copyToClipboard } from './copyToClipboard';

interface Props {
  text: string;
  /** Accessible name, e.g. "Copy the default password". */
  label: string;
}

export default function CopyButton({ text, label }: Props) {
  const t = useT();
  const copy = async () => {
    if (await copyToClipboard(text)) message.success(t('common.copySuccess'));
    else message.error(t('account.copy.failed'));
  };
  return (
    <Button icon={<CopyOutlined />} onClick={copy} aria-label={label}>
      {t('common.copy')}
    </Button>
  );
}
