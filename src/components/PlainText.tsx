/**
 * Text, paragraphs and headings in the type styles of antd's Typography, for texts that use none of its features
 * (copy, edit, ellipsis). Typography brings those along wherever it is used (an editable TextArea, the clipboard,
 * ellipsis measuring): 20.6 KB gzip of the JavaScript /home fetched before its content, where every text is plain.
 * Use Typography where a text is copied, edited or cut with an ellipsis.
 */
import { theme } from 'antd';
import type { ComponentPropsWithoutRef, CSSProperties } from 'react';

interface TextProps extends ComponentPropsWithoutRef<'span'> {
  /** Secondary text: a hint, a scope, a date. */
  tone?: 'secondary';
  strong?: boolean;
}

/** The colour, weight and line breaking of Typography.Text. */
function useTextStyle(tone: TextProps['tone'], strong: boolean | undefined): CSSProperties {
  const { token } = theme.useToken();
  return {
    color: tone === 'secondary' ? token.colorTextSecondary : token.colorText,
    fontWeight: strong ? token.fontWeightStrong : undefined,
    wordBreak: 'break-word',
  };
}

export function Text({ tone, strong, style, ...props }: TextProps) {
  const Element = strong ? 'strong' : 'span';
  return <Element {...props} style={{ ...useTextStyle(tone, strong), ...style }} />;
}

export function Paragraph({ tone, strong, style, ...props }: TextProps & ComponentPropsWithoutRef<'p'>) {
  return <p {...props} style={{ ...useTextStyle(tone, strong), marginTop: 0, marginBottom: '1em', ...style }} />;
}

interface HeadingProps extends ComponentPropsWithoutRef<'h2'> {
  level: 2 | 3;
}

/** The heading styles of Typography.Title at `level`. */
export function Heading({ level, style, ...props }: HeadingProps) {
  const { token } = theme.useToken();
  const Element = level === 2 ? 'h2' : 'h3';
  return (
    <Element
      {...props}
      style={{
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: level === 2 ? token.fontSizeHeading2 : token.fontSizeHeading3,
        lineHeight: level === 2 ? token.lineHeightHeading2 : token.lineHeightHeading3,
        marginTop: 0,
        marginBottom: '0.5em',
        wordBreak: 'break-word',
        ...style,
      }}
    />
  );
}
