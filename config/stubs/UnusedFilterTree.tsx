/**
 * Stands in for antd Tree inside antd Table's filter dropdown, which needs it only for columns with
 * `filterMode: 'tree'`; the console has none (config/bundle.ts, guarded by config/bundle.test.ts).
 */
export default function TrimmedFilterTree(): never {
  throw new Error(
    "antd Table's tree filter was trimmed (config/bundle.ts): the console's columns do not use filterMode 'tree'",
  );
}
