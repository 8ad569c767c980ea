// The simulator and its documents: every endpoint of every mock file is an operation of the platform contract
// (contract/openapi.yaml) and every operation is served, or it is one of the simulator's own endpoints
// (`/api/__sim…`, `/mock-login`), which mock/README.md documents with a row `| METHOD | /path/{param} |`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_CODES } from '../src/domain/permissions';
import { contract } from './_sim/contract';

const README = readFileSync(join(__dirname, 'README.md'), 'utf8');

/** The endpoint modules: mock/*.ts, not the tests (mock/_sim and its subfolders hold no endpoints). */
const MODULES = readdirSync(__dirname).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'),
);

/** 'DELETE /api/ropc/auth/role/delete/:id' -> 'DELETE /api/ropc/auth/role/delete/{id}' (OpenAPI's placeholders). */
const rowOf = (key: string) => {
  const [method, path] = key.trim().split(/\s+/);
  return `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;
};

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
  return Object.keys(handlers).map((key) => ({ file, key, row: rowOf(key) }));
});
const isSimulatorOwn = (row: string) => / \/(api\/__sim|mock-login)/.test(row);
const operations = contract().operations.map((op) => `${op.method} ${op.path}`);

describe('the simulator, the contract and mock/README.md', () => {
  it('finds the endpoint modules and their keys', () => {
    expect(MODULES).toEqual(expect.arrayContaining(['session.ts', 'role.ts', 'sim.ts', 'identity.ts', 'tutorial.ts']));
    expect(endpoints.length).toBeGreaterThan(40);
    endpoints.forEach(({ key }) => expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/\S*$/));
  });

  it('serves exactly the operations of contract/openapi.yaml, plus its own endpoints', () => {
    const served = endpoints.filter(({ row }) => !isSimulatorOwn(row)).map(({ row }) => row);
    expect(served.filter((row) => !operations.includes(row))).toEqual([]);
    expect(operations.filter((row) => !served.includes(row))).toEqual([]);
  });

  it('documents its own endpoints in mock/README.md, with {param} placeholders', () => {
    const rows = documentedRows(README);
    const missing = endpoints
      .filter(({ row }) => isSimulatorOwn(row) && !rows.has(row))
      .map(({ file, key }) => `${file}: ${key}`);
    expect(missing).toEqual([]);
    expect([...rows].filter((row) => /\/:\w/.test(row))).toEqual([]);
  });

  it('points to the contract instead of repeating it', () => {
    expect(README).toContain('contract/openapi.yaml');
    expect([...documentedRows(README)].filter((row) => !isSimulatorOwn(row))).toEqual([]);
  });

  it('has the permission codes of src/domain/permissions.ts in the contract', () => {
    const codes = contract().doc.components.schemas.PermissionCode.enum;
    expect([...codes].sort()).toEqual([...ALL_CODES].sort());
  });
});
