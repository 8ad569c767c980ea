// PlainText: Typography's type styles in the theme's tokens, as plain elements that take their props through.
import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import { Heading, Paragraph, Text } from './PlainText';

const dark = theme.getDesignToken({ algorithm: theme.darkAlgorithm });
const inDark = (node: ReactNode) =>
  render(<ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>{node}</ConfigProvider>);
/** The browser's own form of a colour token, as the element's style holds it. */
function colour(value: string) {
  const probe = document.createElement('i');
  probe.style.color = value;
  return probe.style.color;
}

describe('PlainText', () => {
  it("takes the theme's text colours: primary by default, secondary when asked", () => {
    inDark(
      <>
        <Text>plain</Text>
        <Text tone="secondary">hint</Text>
      </>,
    );
    expect(screen.getByText('plain').style.color).toBe(colour(dark.colorText));
    expect(screen.getByText('hint').style.color).toBe(colour(dark.colorTextSecondary));
    expect(colour(dark.colorText)).not.toBe(colour(dark.colorTextSecondary));
  });

  it('is strong text when asked, and passes its attributes and style through, the style last', () => {
    render(
      <Text strong data-testid="name" aria-label="Device" style={{ fontSize: 12, minWidth: 0 }}>
        R-1
      </Text>,
    );
    const name = screen.getByTestId('name');
    expect(name.tagName).toBe('STRONG');
    expect(name).toHaveAttribute('aria-label', 'Device');
    expect(name.style.fontWeight).toBe('600');
    expect(name.style.fontSize).toBe('12px');
    expect(name.style.minWidth).toBe('0');
    expect(name.style.wordBreak).toBe('break-word');
  });

  it("is a heading of its level in the theme's heading styles, which the caller's style can change", () => {
    inDark(
      <>
        <Heading level={2}>Welcome</Heading>
        <Heading level={3} style={{ fontSize: 16 }}>
          No data
        </Heading>
      </>,
    );
    const title = screen.getByRole('heading', { level: 2, name: 'Welcome' });
    expect(title.style.color).toBe(colour(dark.colorTextHeading));
    expect(title.style.fontSize).toBe(`${dark.fontSizeHeading2}px`);
    expect(title.style.marginTop).toBe('0px');
    const sub = screen.getByRole('heading', { level: 3, name: 'No data' });
    expect(sub.style.fontSize).toBe('16px');
    expect(sub.style.lineHeight).toBe(String(dark.lineHeightHeading3));
  });

  it('is a paragraph with the space after it of a paragraph', () => {
    render(<Paragraph tone="secondary">Scope</Paragraph>);
    const scope = screen.getByText('Scope');
    expect(scope.tagName).toBe('P');
    expect(scope.style.marginBottom).toBe('1em');
  });
});
