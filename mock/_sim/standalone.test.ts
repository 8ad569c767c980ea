import { readdirSync } from 'fs';
import { join } from 'path';
import { MODULES } from './standalone';

it('serves every module of mock/, as umi dev does', () => {
  const files = readdirSync(join(__dirname, '..'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => name.replace(/\.ts$/, ''));
  expect(Object.keys(MODULES).sort()).toEqual(files.sort());
});
