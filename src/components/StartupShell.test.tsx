import { readFileSync } from 'fs';
import { join } from 'path';
import { renderToStaticMarkup } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import StartupShell, { ShellMarkup } from './StartupShell';

describe('StartupShell', () => {
  it('renders exactly the static shell of index.html, so nothing flashes when React takes over', () => {
    const staticShell = readFileSync(join(__dirname, '../../config/shell/shell.html'), 'utf8').trim();
    expect(renderToStaticMarkup(<ShellMarkup />)).toBe(staticShell);
  });

  it('is a named status for screen readers', () => {
    renderWithApp(<StartupShell />, { locale: 'ja-JP' });
    expect(screen.getByRole('status')).toHaveAccessibleName('ページを読み込み中');
  });
});
