/**
 * Build-only: rule `lazy-column-setting` of config/bundle.ts swaps this in; nothing in src imports it (docs/architecture.md).
 * ProTable's column settings (config/bundle.ts puts this in place of pro-table's ColumnSetting): a labelled,
 * keyboard-reachable button whose panel code (antd Tree, drag and drop, checkboxes) loads only when the user
 * reaches for it, keeping it out of every table page's first load. The first click opens the panel as soon as
 * its code has arrived.
 */
import { SettingOutlined } from '@ant-design/icons';
// The original, by a path config/bundle.ts does not replace.
import type ColumnSetting from '@ant-design/pro-table/es/components/ColumnSetting';
import { Button, Tooltip } from 'antd';
import { type ComponentProps, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '@/locales/t';

const loadPanel = () => import('@ant-design/pro-table/es/components/ColumnSetting/index.js');
const ColumnSettingPanel = lazy(loadPanel);
const preload = () => void loadPanel().catch(() => undefined);

type Props = ComponentProps<typeof ColumnSetting>;

/** Rendered once the panel code is there: opens the panel for the click that asked for it. */
function OpenOnArrival({ open }: { open: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(open, []);
  return null;
}

export default function LazyColumnSetting(props: Props) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const [wanted, setWanted] = useState(false);
  const [clicked, setClicked] = useState(false);
  const label = t('common.columnSettings');
  const trigger = (onClick?: () => void) => (
    <Tooltip title={label}>
      <Button
        ref={button}
        type="text"
        size="small"
        aria-label={label}
        icon={<SettingOutlined />}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={onClick}
      />
    </Tooltip>
  );
  if (!wanted) {
    return trigger(() => {
      setClicked(true);
      setWanted(true);
    });
  }
  return (
    <Suspense fallback={trigger()}>
      <ColumnSettingPanel {...props}>{trigger()}</ColumnSettingPanel>
      {clicked ? (
        <OpenOnArrival
          open={() => {
            setClicked(false);
            button.current?.click();
          }}
        />
      ) : null}
    </Suspense>
  );
}
