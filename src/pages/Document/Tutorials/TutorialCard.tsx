/** One tutorial in the grid: a button that opens the player. Server texts are rendered as text. */
import { Tag } from 'antd';
import { useId } from 'react';
import { useT } from '@/locales/t';
import { formatClock } from '@/domain/tutorialRules';
import Thumbnail from './Thumbnail';

interface Props {
  tutorial: API.Tutorial;
  languageName: string;
  origin: string;
  onOpen: (tutorial: API.Tutorial) => void;
}

export default function TutorialCard({ tutorial, languageName, origin, onOpen }: Props) {
  const t = useT();
  const metaId = useId();
  return (
    <button
      type="button"
      className="ropc-tutorial-card"
      aria-label={t('tutorial.card.play', { title: tutorial.title })}
      aria-describedby={metaId}
      onClick={() => onOpen(tutorial)}
    >
      <Thumbnail tutorial={tutorial} origin={origin} />
      <span className="ropc-tutorial-body">
        <span className="ropc-tutorial-name">{tutorial.title}</span>
        {tutorial.description ? <span className="ropc-tutorial-description">{tutorial.description}</span> : null}
        <span className="ropc-tutorial-meta" id={metaId}>
          <Tag bordered={false} color="blue">
            {languageName}
          </Tag>
          {tutorial.durationSeconds ? (
            <span className="ropc-visually-hidden">
              {t('tutorial.duration', { clock: formatClock(tutorial.durationSeconds) })}
            </span>
          ) : null}
          {tutorial.scope === 'organization' && tutorial.orgName ? (
            <Tag bordered={false}>{t('tutorial.scope.organization', { org: tutorial.orgName })}</Tag>
          ) : null}
        </span>
      </span>
    </button>
  );
}
