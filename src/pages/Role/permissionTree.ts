/**
 * The permission tree of the role form, from POST /auth/role/power/list. A menu with actions is a group whose
 * checkbox selects the whole menu; its first leaf is the menu itself (opening the page), then its actions.
 * An action brings its menu with it; unchecking the menu takes its actions away.
 */
import type { DataNode } from 'antd/es/tree';

export const GROUP_PREFIX = 'group:';

type Checked = 'true' | 'false' | 'mixed';

/** The tree's nodes, each telling assistive technology whether it is checked (rc-tree does not). */
export function toTreeData(
  nodes: API.PowerNode[],
  label: (code: string) => string,
  viewLabel: string,
  value: string[],
): DataNode[] {
  const state = (codes: string[]): Checked => {
    const n = codes.filter((code) => value.includes(code)).length;
    return n === 0 ? 'false' : n === codes.length ? 'true' : 'mixed';
  };
  const leaf = (key: string, title: string) => ({ key, title, 'aria-checked': state([key]) });
  return nodes.map((node) => {
    if (node.menu && node.actions.length === 0) return leaf(node.code, label(node.code));
    const leaves = [
      ...(node.menu ? [leaf(node.code, viewLabel)] : []),
      ...node.actions.map((code) => leaf(code, label(code))),
    ];
    return {
      key: `${GROUP_PREFIX}${node.code}`,
      title: label(node.code),
      'aria-checked': state(leaves.map((l) => l.key)),
      children: leaves,
    };
  });
}

/** Every code of the tree, in its order. */
export const allCodes = (nodes: API.PowerNode[]) => nodes.flatMap((n) => (n.menu ? [n.code, ...n.actions] : n.actions));

/** The role's codes after a check in the tree: `checked` are the tree's checked keys (groups included). */
export function nextCodes(
  nodes: API.PowerNode[],
  previous: string[],
  checked: ReadonlyArray<string | number | bigint>,
): string[] {
  const chosen = new Set(checked.map(String).filter((key) => !key.startsWith(GROUP_PREFIX)));
  nodes.forEach((node) => {
    if (!node.menu || node.actions.length === 0 || chosen.has(node.code)) return;
    if (!node.actions.some((a) => chosen.has(a))) return;
    if (previous.includes(node.code)) node.actions.forEach((a) => chosen.delete(a));
    else chosen.add(node.code);
  });
  const known = allCodes(nodes);
  // Codes the tree does not show (a newer platform) are kept as they were.
  const unknown = previous.filter((code) => !known.includes(code));
  return [...known.filter((code) => chosen.has(code)), ...unknown];
}

/** What a role may open and do: its menus and the number of its actions. */
export function summarize(permissions: string[]): { menus: string[]; actions: number } {
  return {
    menus: permissions.filter((code) => !code.includes(':')),
    actions: permissions.filter((code) => code.includes(':')).length,
  };
}

/**
 * Codes of the tree the user may not change here (src/domain/grants.ts): those they do not hold, or all of them
 * on their own role. `whole`: every code is locked, and one notice says why instead of each node.
 */
export interface CodeLock {
  locked: (code: string) => boolean;
  reason: string;
  whole?: boolean;
}

/** The tree's nodes with the locked ones' checkboxes disabled (a group when all its leaves are), titled by `title`. */
export function lockNodes(data: DataNode[], lock: CodeLock, title: (node: DataNode) => DataNode['title']): DataNode[] {
  return data.map((node) => {
    const children = node.children ? lockNodes(node.children, lock, title) : undefined;
    const locked = children ? children.every((c) => c.disableCheckbox) : lock.locked(String(node.key));
    if (!locked) return children ? { ...node, children } : node;
    return { ...node, ...(children ? { children } : {}), disableCheckbox: true, title: title(node) };
  });
}

/** The codes after a change in the tree, with every locked code as it was before. */
export function keepLocked(next: string[], previous: string[], lock: CodeLock): string[] {
  const free = next.filter((code) => !lock.locked(code));
  return [...free, ...previous.filter((code) => lock.locked(code))];
}
