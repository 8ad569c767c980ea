/** The primary "add" button of a table toolbar; it starts loading its dialog's code when pointed at or focused. */
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  /** The dialog's `preload` (see lazyDialog). */
  preload: () => void;
  onClick: () => void;
  children: ReactNode;
}

export default function AddButton({ preload, onClick, children }: Props) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onPointerEnter={preload} onFocus={preload} onClick={onClick}>
      {children}
    </Button>
  );
}
