import { allCodes, keepLocked, nextCodes, summarize, toTreeData } from './permissionTree';

const nodes: API.PowerNode[] = [
  { code: 'home', menu: true, actions: [] },
  { code: 'user', menu: true, actions: ['user:create', 'user:update'] },
  { code: 'tutorial', menu: false, actions: ['tutorial:create'] },
];

describe('the permission tree', () => {
  it('groups a menu with its page and its actions, and says what is checked', () => {
    const tree = toTreeData(nodes, (code) => `L:${code}`, 'View', ['user', 'user:create']);
    expect(tree.map((n) => n.key)).toEqual(['home', 'group:user', 'group:tutorial']);
    expect(tree[1].children!.map((n) => [n.key, n.title, (n as any)['aria-checked']])).toEqual([
      ['user', 'View', 'true'],
      ['user:create', 'L:user:create', 'true'],
      ['user:update', 'L:user:update', 'false'],
    ]);
    expect((tree[1] as any)['aria-checked']).toBe('mixed');
    expect((tree[0] as any)['aria-checked']).toBe('false');
  });

  it('selects a whole menu from its group checkbox', () => {
    expect(nextCodes(nodes, [], ['group:user', 'user', 'user:create', 'user:update'])).toEqual([
      'user',
      'user:create',
      'user:update',
    ]);
  });

  it('adds the page when an action is checked, and takes the actions away with the page', () => {
    expect(nextCodes(nodes, ['home'], ['home', 'user:update'])).toEqual(['home', 'user', 'user:update']);
    expect(nextCodes(nodes, ['user', 'user:update'], ['user:update'])).toEqual([]);
    expect(nextCodes(nodes, ['user', 'user:update', 'user:create'], ['user', 'user:create'])).toEqual([
      'user',
      'user:create',
    ]);
  });

  it('keeps codes the tree does not know', () => {
    expect(nextCodes(nodes, ['future:code'], ['home'])).toEqual(['home', 'future:code']);
    expect(allCodes(nodes)).toEqual(['home', 'user', 'user:create', 'user:update', 'tutorial:create']);
  });

  it('summarises menus and counts actions', () => {
    expect(summarize(['home', 'user', 'user:create', 'tutorial:create'])).toEqual({
      menus: ['home', 'user'],
      actions: 2,
    });
  });
});

describe('keepLocked', () => {
  const lock = { locked: (code: string) => code.startsWith('settings'), reason: '' };

  it('keeps locked codes as they were, whatever the tree asked', () => {
    expect(keepLocked(['home', 'settings:update'], ['settings'], lock)).toEqual(['home', 'settings']);
    expect(keepLocked([], ['home', 'settings'], lock)).toEqual(['settings']);
  });
});
