/**
 * A light card: antd Card's look (container background, border, large radius) without Card itself, which pulls
 * Tabs in for its tab list (~16 KB of gzipped JavaScript). Used where a first load must stay small (/home).
 */
import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes } from 'react';

interface Props extends HTMLAttributes<HTMLDivElement> {
  /** Inner spacing: 'small' as Card size="small" (12 px), 'default' 24 px. */
  size?: 'small' | 'default';
}

export default function Panel({ size = 'default', style, children, ...rest }: Props) {
  const { token } = theme.useToken();
  const frame: CSSProperties = {
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    padding: size === 'small' ? token.paddingSM : token.paddingLG,
    color: token.colorText,
    ...style,
  };
  return (
    <div style={frame} {...rest}>
      {children}
    </div>
  );
}
