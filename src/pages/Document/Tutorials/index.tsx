/**
 * The video tutorial area, loaded on demand by the product documentation (?tab=tutorials): the list with its
 * filters, the player, and adding a tutorial for users with tutorial:create. The /document area has no
 * session, so the area settles its organisation and permissions itself (tutorialAccess.ts).
 */
import { Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useDialog } from '@/components/DialogState';
import { useT } from '@/locales/t';
import AddTutorialForm from './AddTutorialForm';
import TutorialGrid from './TutorialGrid';
import TutorialPlayer from './TutorialPlayer';
import TutorialToolbar from './TutorialToolbar';
import { useLanguages } from './useLanguages';
import { useTutorialAccess } from './useTutorialAccess';
import { useTutorialList } from './useTutorialList';
import './tutorials.css';

export default function Tutorials() {
  const t = useT();
  const { token } = theme.useToken();
  const access = useTutorialAccess();
  const { ordered, uiLanguage, nameOf } = useLanguages();
  const list = useTutorialList(access.phase === 'ready', uiLanguage);
  const player = useDialog<API.Tutorial>();
  const adding = useDialog();
  const origin = window.location.origin;

  const style = {
    '--ropc-tutorial-bg': token.colorBgContainer,
    '--ropc-tutorial-border': token.colorBorderSecondary,
    '--ropc-tutorial-focus': token.colorPrimary,
    '--ropc-tutorial-text2': token.colorTextSecondary,
    '--ropc-tutorial-shadow': token.boxShadowTertiary,
  } as CSSProperties;

  return (
    <section className="ropc-tutorials" style={style} aria-labelledby="ropc-tutorials-title">
      {/* The tab already says it on screen; the heading gives the area its place in the outline. */}
      <h2 id="ropc-tutorials-title" className="ropc-visually-hidden">
        {t('tutorial.title')}
      </h2>
      <Typography.Paragraph type="secondary">{t('tutorial.intro')}</Typography.Paragraph>
      <TutorialToolbar
        filters={list.filters}
        ordered={ordered}
        uiLanguage={uiLanguage}
        nameOf={nameOf}
        canCreate={access.canCreate}
        onFilter={list.filter}
        onAdd={() => adding.show()}
      />
      <TutorialGrid
        status={access.phase === 'failed' ? 'failed' : list.status}
        page={list.page}
        current={list.filters.page}
        filtered={list.filtered}
        origin={origin}
        nameOf={nameOf}
        onOpen={player.show}
        onPage={list.goTo}
        onRetry={access.phase === 'failed' ? access.retry : list.reload}
        onClearFilters={() => list.filter({ language: undefined, search: '' })}
      />
      <TutorialPlayer
        key={player.key}
        tutorial={player.target}
        open={player.open}
        languageName={nameOf}
        origin={origin}
        onClose={player.hide}
      />
      {access.canCreate ? (
        <AddTutorialForm
          key={adding.key}
          open={adding.open}
          languages={ordered.map((value) => ({ value, label: nameOf(value) }))}
          defaultLanguage={uiLanguage}
          onClose={adding.hide}
          onAdded={() => {
            adding.hide();
            list.showNewest();
          }}
        />
      ) : null}
    </section>
  );
}
