/**
 * The permission tree of the role form, from POST /auth/role/power/list. A menu with actions is a group whose
 * checkbox selects the whole menu; its first leaf is the menu itself (opening the page), then its actions.
 * An action brings its menu with it; unchecking the menu takes its actions away.
 */
import type { DataNode } from 'antd/es/tree';

export const GROUP_PREFIX = 'group:';

export function toTreeData(nodes: API.PowerNode[], label: (code: string) => string, viewLabel: string): DataNode[] {
  return nodes.map((node) => {
    const actions = node.actions.map((code) => ({ key: code, title: label(code) }));
    if (node.menu && actions.length === 0) return { key: node.code, title: label(node.code) };
    const leaves = node.menu ? [{ key: node.code, title: viewLabel }, ...actions] : actions;
    return { key: `${GROUP_PREFIX}${node.code}`, title: label(node.code), children: leaves };
  });
}

/** Every code of the tree, in its order. */
export const allCodes = (nodes: API.PowerNode[]) => nodes.flatMap((n) => (n.menu ? [n.code, ...n.actions] : n.actions));

/** The role's codes after a check in the tree: `checked` are the tree's checked keys (groups included). */
export function nextCodes(nodes: API.PowerNode[], previous: string[], checked: ReadonlyArray<string | number | bigint>): string[] {
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
