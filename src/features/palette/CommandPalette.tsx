/**
 * The command palette: one search field over pages, organisations, documentation and recent alarms. Arrow keys
 * move through the results, Enter opens one, Escape closes (a combobox with a listbox, as screen readers expect).
 * Long groups show their best matches and say how many more there are, so 1,000+ organisations stay fast.
 */
import { Flex, Input, Modal, Tag, theme, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AlarmTime } from '@/features/alarms';
import { VISUALLY_HIDDEN } from '@/components/visuallyHidden';
import { useT } from '@/locales/t';
import type { MessageKey } from '@/locales/types';
import { matchItems } from './match';
import { useSources, type Group, type PaletteItem } from './useSources';

const GROUPS: ReadonlyArray<{ group: Group; title: MessageKey; limit: number }> = [
  { group: 'pages', title: 'palette.group.pages', limit: 10 },
  { group: 'orgs', title: 'palette.group.orgs', limit: 8 },
  { group: 'docs', title: 'palette.group.docs', limit: 8 },
  { group: 'alarms', title: 'palette.group.alarms', limit: 5 },
];

interface Props {
  open: boolean;
  onClose: () => void;
}

export default function CommandPalette({ open, onClose }: Props) {
  const t = useT();
  const { token } = theme.useToken();
  const sources = useSources();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);

  const sections = useMemo(
    () =>
      GROUPS.map(({ group, title, limit }) => {
        const found = matchItems(sources[group], query);
        return { group, title, shown: found.slice(0, limit), more: Math.max(0, found.length - limit) };
      }).filter((s) => s.shown.length),
    [sources, query],
  );
  const flat = useMemo(() => sections.flatMap((s) => s.shown), [sections]);

  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    if (!open) setQuery('');
  }, [open]);
  useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (item?: PaletteItem) => {
    if (!item) return;
    onClose();
    void item.run();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (flat.length ? (i + step + flat.length) % flat.length : 0));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      choose(flat[active]);
    }
  };

  const optionId = (item: PaletteItem) => `palette-${item.key.replace(/[^\w-]/g, '_')}`;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('palette.title')}
      footer={
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('palette.hint')}
        </Typography.Text>
      }
      width={640}
      styles={{ body: { paddingTop: 4 } }}
      destroyOnHidden
      rootClassName="command-palette"
    >
      <Input
        autoFocus
        size="large"
        role="combobox"
        aria-expanded
        aria-controls="palette-results"
        aria-autocomplete="list"
        aria-activedescendant={flat[active] ? optionId(flat[active]) : undefined}
        aria-label={t('palette.placeholder')}
        placeholder={t('palette.placeholder')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <div aria-live="polite" style={VISUALLY_HIDDEN}>
        {t('palette.results', { count: flat.length })}
      </div>
      <div
        id="palette-results"
        role="listbox"
        ref={listRef}
        aria-label={t('palette.title')}
        style={{ maxHeight: '55vh', overflowY: 'auto', marginTop: 12 }}
      >
        {!flat.length ? (
          <Typography.Paragraph type="secondary" style={{ padding: 12, margin: 0 }}>
            {t('palette.empty', { query })}
          </Typography.Paragraph>
        ) : null}
        {sections.map((section) => (
          <div role="group" aria-label={t(section.title)} key={section.group} style={{ marginBottom: 8 }}>
            <div
              aria-hidden
              style={{ fontSize: 12, fontWeight: 600, color: token.colorTextSecondary, padding: '6px 12px' }}
            >
              {t(section.title)}
            </div>
            {section.shown.map((item) => {
              const selected = flat[active] === item;
              return (
                <div
                  key={item.key}
                  id={optionId(item)}
                  role="option"
                  aria-selected={selected}
                  onMouseMove={() => setActive(flat.indexOf(item))}
                  onClick={() => choose(item)}
                  style={{
                    padding: '8px 12px',
                    borderRadius: token.borderRadius,
                    cursor: 'pointer',
                    background: selected ? token.controlItemBgActive : undefined,
                  }}
                >
                  <Flex justify="space-between" gap={12} align="center">
                    <span style={{ minWidth: 0 }}>
                      <span style={{ fontWeight: 500 }}>{item.label}</span>
                      {item.current ? <Tag style={{ marginInlineStart: 8 }}>{t('palette.current')}</Tag> : null}
                      {item.detail ? (
                        <div style={{ fontSize: 12, color: token.colorTextSecondary }}>{item.detail}</div>
                      ) : null}
                    </span>
                    {item.at ? (
                      <span style={{ fontSize: 12, color: token.colorTextSecondary, whiteSpace: 'nowrap' }}>
                        <AlarmTime iso={item.at} />
                      </span>
                    ) : null}
                  </Flex>
                </div>
              );
            })}
            {section.more ? (
              <div style={{ fontSize: 12, color: token.colorTextSecondary, padding: '4px 12px' }}>
                {t('palette.more', { count: section.more })}
              </div>
            ) : null}
          </div>
        ))}
      </div>
    </Modal>
  );
}
