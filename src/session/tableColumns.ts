/**
 * Column settings of a ProTable (shown, order, fixed) kept per user in local storage. The key is named here,
 * with the other stored values of the session; ProTable itself reads and writes it.
 */
export const TABLE_COLUMNS_PREFIX = 'ropc.columns';

export interface ColumnsPersistence {
  persistenceKey: string;
  persistenceType: 'localStorage';
}

/** ProTable `columnsState` persistence for one table and one user; none until the user is known. */
export function columnsPersistence(
  table: string,
  userId: string | undefined,
): ColumnsPersistence | Record<string, never> {
  if (!userId) return {};
  return { persistenceKey: `${TABLE_COLUMNS_PREFIX}.${table}.${userId}`, persistenceType: 'localStorage' };
}
