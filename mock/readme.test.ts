// mock/README.md documents the whole simulator: every endpoint of every mock file has its table row
// `| METHOD | /path/{param} |`, and every permission code is listed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_CODES } from '../src/contract/permissions';

const README = readFileSync(join(__dirname, 'README.md'), 'utf8');

/** The endpoint modules: mock/*.ts, not the tests (mock/_sim and its subfolders hold no endpoints). */
const MODULES = readdirSync(__dirname).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'));

/** 'DELETE /api/ropc/auth/role/delete/:id' -> ['DELETE', '/api/ropc/auth/role/delete/{id}'] (the README's placeholders). */
function readmeRowOf(key: string): [string, string] {
  const [method, path] = key.trim().split(/\s+/);
  return [method.toUpperCase(), path.replace(/:(\w+)/g, '{$1}')];
}

/** The `| METHOD | path |` rows that start a line of a README table. */
function documentedRows(markdown: string): Set<string> {
  const rows = new Set<string>();
  markdown.split('\n').forEach((line) => {
    const match = /^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*([^|\s]+)\s*\|/.exec(line);
    if (match) rows.add(`${match[1]} ${match[2]}`);
  });
  return rows;
}

const endpoints = MODULES.flatMap((file) => {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const handlers = require(join(__dirname, file)).default as Record<string, unknown>;
  return Object.keys(handlers).map((key) => ({ file, key }));
});

describe('mock/README.md', () => {
  it('finds the endpoint modules and their keys', () => {
    expect(MODULES).toEqual(expect.arrayContaining(['session.ts', 'role.ts', 'sim.ts', 'identity.ts', 'tutorial.ts']));
    expect(endpoints.length).toBeGreaterThan(40);
    endpoints.forEach(({ key }) => expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/\S*$/));
  });

  it('uses {param} placeholders in its endpoint rows, never :param', () => {
    const rows = [...documentedRows(README)];
    expect(rows.some((row) => row.includes('{'))).toBe(true);
    expect(rows.filter((row) => /\/:\w/.test(row))).toEqual([]);
  });

  it('has a row for every endpoint of every mock file', () => {
    const rows = documentedRows(README);
    const missing = endpoints.filter(({ key }) => !rows.has(readmeRowOf(key).join(' '))).map(({ file, key }) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });

  it('lists every permission code in its section "Permission codes"', () => {
    const start = README.indexOf('## Permission codes');
    expect(start).toBeGreaterThanOrEqual(0);
    const end = README.indexOf('\n## ', start + 1);
    const section = README.slice(start, end < 0 ? undefined : end);
    expect(ALL_CODES.filter((code) => !section.includes(`\`${code}\``))).toEqual([]);
  });

  it('notices a missing row', () => {
    const [method, path] = readmeRowOf('DELETE /api/ropc/auth/role/delete/:id');
    expect(path).toBe('/api/ropc/auth/role/delete/{id}');
    const withoutRow = README.split('\n')
      .filter((line) => !line.startsWith(`| ${method} | ${path} |`))
      .join('\n');
    expect(documentedRows(README).has(`${method} ${path}`)).toBe(true);
    expect(documentedRows(withoutRow).has(`${method} ${path}`)).toBe(false);
  });
});
