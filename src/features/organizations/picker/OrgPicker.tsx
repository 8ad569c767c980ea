/**
 * The organisation switcher's panel for many organisations (OrgSwitcher loads it on demand): a search field and
 * a list that renders only the rows in view, so 1,000+ organisations open at once. Keyboard: type to search,
 * arrows / Page Up / Page Down / Home / End to move, Enter to choose, Escape to close. A combobox with a listbox
 * (aria-activedescendant), the current organisation marked selected.
 */
import { CheckOutlined, SearchOutlined } from '@ant-design/icons';
import { Input, theme } from 'antd';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '@/locales/t';
import { VISUALLY_HIDDEN } from '@/components/visuallyHidden';
import { type OrgOption, searchOrgs } from './search';
import { scrollToShow, visibleRange } from './virtualWindow';

const ROW = 36;
const VIEW = 320;

interface Props {
  orgs: readonly OrgOption[];
  currentId?: string;
  onChoose: (busId: string) => void;
  onClose: () => void;
}

export default function OrgPicker({ orgs, currentId, onChoose, onClose }: Props) {
  const t = useT();
  const { token } = theme.useToken();
  const listId = useId();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => searchOrgs(orgs, query), [orgs, query]);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      orgs.findIndex((o) => o.busId === currentId),
    ),
  );
  const [scrollTop, setScrollTop] = useState(() => Math.max(0, active * ROW - VIEW / 2));
  const listRef = useRef<HTMLDivElement>(null);
  const activeIndex = Math.min(active, matches.length - 1);
  const view = Math.min(VIEW, Math.max(matches.length, 1) * ROW);
  const [first, last] = visibleRange(scrollTop, view, ROW, matches.length);

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(matches.length - 1, index));
    setActive(next);
    const top = scrollToShow(next, listRef.current?.scrollTop ?? scrollTop, view, ROW);
    if (listRef.current) listRef.current.scrollTop = top;
    setScrollTop(top);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const page = Math.floor(view / ROW) - 1;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: page, PageUp: -page };
    if (event.key in moves) moveTo(activeIndex + moves[event.key]);
    else if (event.key === 'Home' && event.ctrlKey) moveTo(0);
    else if (event.key === 'End' && event.ctrlKey) moveTo(matches.length - 1);
    else if (event.key === 'Enter' && matches[activeIndex]) onChoose(matches[activeIndex].busId);
    else if (event.key === 'Escape') onClose();
    else return;
    event.preventDefault();
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div
      data-testid="org-picker"
      style={{
        width: 320,
        padding: 8,
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      <Input
        autoFocus
        allowClear
        value={query}
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('shell.org.search')}
        aria-label={t('shell.org.search')}
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={matches.length ? optionId(activeIndex) : undefined}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setScrollTop(0);
          if (listRef.current) listRef.current.scrollTop = 0;
        }}
        onKeyDown={onKeyDown}
      />
      <div style={VISUALLY_HIDDEN} role="status">
        {t('shell.org.count', { count: matches.length })}
      </div>
      {matches.length ? (
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={t('shell.org.label')}
          onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
          style={{ height: view, overflowY: 'auto', marginTop: 8, position: 'relative' }}
        >
          <div style={{ height: matches.length * ROW, position: 'relative' }}>
            {matches.slice(first, last).map((org, i) => {
              const index = first + i;
              const selected = org.busId === currentId;
              return (
                <div
                  key={org.busId}
                  id={optionId(index)}
                  role="option"
                  aria-selected={selected}
                  title={org.name}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => onChoose(org.busId)}
                  style={{
                    position: 'absolute',
                    top: index * ROW,
                    left: 0,
                    right: 0,
                    height: ROW,
                    display: 'flex',
                    alignItems: 'center',
                    gap: 8,
                    padding: '0 12px',
                    cursor: 'pointer',
                    borderRadius: token.borderRadiusSM,
                    background:
                      index === activeIndex
                        ? token.controlItemBgHover
                        : selected
                          ? token.controlItemBgActive
                          : undefined,
                    fontWeight: selected ? 600 : undefined,
                  }}
                >
                  <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {org.name}
                  </span>
                  {selected ? <CheckOutlined aria-hidden style={{ color: token.colorPrimary }} /> : null}
                </div>
              );
            })}
          </div>
        </div>
      ) : (
        <div style={{ padding: '12px 4px', color: token.colorTextDescription }}>{t('shell.org.noMatch')}</div>
      )}
    </div>
  );
}
