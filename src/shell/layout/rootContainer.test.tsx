// The writing direction reaches antd (ConfigProvider) as well as <html dir>, and follows a language change.
import { act, render, screen } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import { useContext } from 'react';
import { rootContainer } from './rootContainer';

// Umi's getLocale reads the stored choice.
const useLocale = (locale: string) => localStorage.setItem('umi_locale', locale);
jest.mock('./title', () => ({ applyTitle: jest.fn() }));

function Probe() {
  const { direction } = useContext(ConfigProvider.ConfigContext);
  return <output>{direction || 'unset'}</output>;
}

afterEach(() => {
  useLocale('en-US');
  document.documentElement.dir = '';
});

it('gives antd and the document the right-to-left direction of an RTL language', () => {
  useLocale('ar-EG');
  render(rootContainer(<Probe />));
  expect(screen.getByRole('status')).toHaveTextContent('rtl');
  expect(document.documentElement.dir).toBe('rtl');
  expect(document.documentElement.lang).toBe('ar-EG');
});

it('is left-to-right for the console languages, and follows a language change without a reload', () => {
  render(rootContainer(<Probe />));
  expect(screen.getByRole('status')).toHaveTextContent('ltr');
  useLocale('he-IL');
  act(() => {
    window.dispatchEvent(new Event('languagechange'));
  });
  expect(screen.getByRole('status')).toHaveTextContent('rtl');
  expect(document.documentElement.dir).toBe('rtl');
});

it('keeps a two-character CJK button label as written ("検索", not antd\'s "検 索")', () => {
  useLocale('ja-JP');
  render(rootContainer(<Button>検索</Button>));
  expect(screen.getByRole('button')).toHaveTextContent(/^検索$/);
});
