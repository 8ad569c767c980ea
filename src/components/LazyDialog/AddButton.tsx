/**
 * The primary "add" button of a table toolbar; it loads its dialog's code once the page is ready and idle (unless
 * `idlePreload` is false: AddDialog preloads on idle itself), or earlier when pointed at or focused.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { preloadWhenIdle } from './idlePreload';

interface Props {
  /** The dialog's `preload` (see lazyDialog). */
  preload: () => void;
  onClick: () => void;
  children: ReactNode;
  /** Preload once the page is ready and idle (default); false when the caller does that itself. */
  idlePreload?: boolean;
}

export default function AddButton({ preload, onClick, children, idlePreload = true }: Props) {
  useEffect(() => (idlePreload ? preloadWhenIdle(preload) : undefined), [preload, idlePreload]);
  return (
    <Button type="primary" icon={<PlusOutlined />} onPointerEnter={preload} onFocus={preload} onClick={onClick}>
      {children}
    </Button>
  );
}
