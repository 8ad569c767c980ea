import { readFileSync } from 'fs';
import { join } from 'path';
import { renderToStaticMarkup } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { renderWithApp } from '@test/render';
import StartupShell, { MenuOutline, ShellMarkup } from './StartupShell';

describe('StartupShell', () => {
  it('renders exactly the static shell of index.html, so nothing flashes when React takes over', () => {
    const staticShell = readFileSync(join(__dirname, '../../config/shell/shell.html'), 'utf8').trim();
    expect(renderToStaticMarkup(<ShellMarkup />)).toBe(staticShell);
  });

  it("outlines the menu with the static shell's own bars", () => {
    const staticShell = readFileSync(join(__dirname, '../../config/shell/shell.html'), 'utf8');
    const bars = /<div class="app-shell-side">(.*?)<\/div><div class="app-shell-main">/.exec(staticShell)?.[1];
    expect(bars).toMatch(/^(<div class="app-shell-item"><\/div>){6}$/);
    expect(renderToStaticMarkup(<MenuOutline />)).toBe(
      `<div class="menu-outline" data-testid="menu-outline" aria-hidden="true">${bars}</div>`,
    );
  });

  it('is a named status for screen readers', () => {
    renderWithApp(<StartupShell />, { locale: 'ja-JP' });
    expect(screen.getByRole('status')).toHaveAccessibleName('ページを読み込み中');
  });
});
