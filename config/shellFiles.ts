/** The static app shell's files (config/shell/), as config/appShell.ts inlines them into index.html. */
import { readFileSync } from 'fs';
import { join } from 'path';
import { LOGO_URL } from './shared';

const read = (name: string) => readFileSync(join(__dirname, 'shell', name), 'utf8').trim();

export const shellHtml = () => read('shell.html');

/** The shell's CSS, with the header's logo (config/logo.ts) where it says url(LOGO_URL). */
export const shellCss = () => read('shell.css').replace('url(LOGO_URL)', `url("${LOGO_URL}")`);
