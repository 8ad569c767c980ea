import { Alert, Space } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  tone: 'warning' | 'error';
  title: ReactNode;
  description: ReactNode;
  actions: ReactNode;
}

/**
 * A full-width message with actions for states that replace a page (startup failed, a page that could not
 * load). Light on purpose: it is part of the first load and must not need a chunk of its own.
 */
export default function StatusMessage({ tone, title, description, actions }: Props) {
  return (
    <main style={{ maxWidth: 640, margin: '48px auto', padding: '0 16px' }}>
      <Alert type={tone} showIcon message={title} description={description} />
      <Space style={{ marginTop: 16 }} wrap>
        {actions}
      </Space>
    </main>
  );
}
