/**
 * The player: the browser's own <video controls> for a video on the console's origin (the only kind the CSP
 * lets play), else an explanation and a link that opens the address in a new tab. Texts are rendered as text.
 */
import { ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '@/locales/t';
import { formatClock } from '@/domain/tutorialRules';
import { playbackOf, sameOriginImage } from './playback';

interface Props {
  tutorial?: API.Tutorial;
  open: boolean;
  languageName: (language: string) => string;
  origin: string;
  onClose: () => void;
}

function NewTabLink({ href, label }: { href: string; label: string }) {
  const t = useT();
  return (
    <Button type="primary" href={href} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined />}>
      {label}
      <span className="ropc-visually-hidden"> {t('tutorial.player.newTab')}</span>
    </Button>
  );
}

function Media({ tutorial, origin }: { tutorial: API.Tutorial; origin: string }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const playback = playbackOf(tutorial.videoUrl, origin);
  if (playback.kind === 'invalid') return <Alert type="error" showIcon message={t('tutorial.player.invalid')} />;
  if (playback.kind === 'link') {
    return (
      <Alert
        type="info"
        showIcon
        message={t('tutorial.player.external.title')}
        description={
          <Space direction="vertical" size={12}>
            <span>{t('tutorial.player.external.body', { host: playback.host })}</span>
            <NewTabLink href={playback.href} label={t('tutorial.player.open', { host: playback.host })} />
          </Space>
        }
      />
    );
  }
  if (failed) {
    return (
      <Alert
        type="warning"
        showIcon
        message={t('tutorial.player.failed.title')}
        description={
          <Space direction="vertical" size={12}>
            <span>{t('tutorial.player.failed.body')}</span>
            <NewTabLink href={playback.src} label={t('tutorial.player.openHere')} />
          </Space>
        }
      />
    );
  }
  return (
    <video
      className="ropc-tutorial-video"
      controls
      preload="metadata"
      src={playback.src}
      poster={sameOriginImage(tutorial.thumbnailUrl, origin)}
      aria-label={t('tutorial.player.video', { title: tutorial.title })}
      onError={() => setFailed(true)}
    />
  );
}

export default function TutorialPlayer({ tutorial, open, languageName, origin, onClose }: Props) {
  const t = useT();
  return (
    <Modal
      open={open && !!tutorial}
      title={tutorial?.title}
      footer={null}
      width={800}
      centered
      destroyOnHidden
      onCancel={onClose}
    >
      {tutorial ? (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Media key={tutorial.id} tutorial={tutorial} origin={origin} />
          <Space size={[8, 8]} wrap>
            <Tag bordered={false} color="blue">
              {languageName(tutorial.language)}
            </Tag>
            {tutorial.durationSeconds ? (
              <Typography.Text type="secondary">
                {t('tutorial.duration', { clock: formatClock(tutorial.durationSeconds) })}
              </Typography.Text>
            ) : null}
            {tutorial.scope === 'organization' && tutorial.orgName ? (
              <Tag bordered={false}>{t('tutorial.scope.organization', { org: tutorial.orgName })}</Tag>
            ) : null}
          </Space>
          {tutorial.description ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>
              {tutorial.description}
            </Typography.Paragraph>
          ) : null}
        </Space>
      ) : null}
    </Modal>
  );
}
