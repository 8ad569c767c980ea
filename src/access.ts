/** menuAuths -> access flags: one flag per permission code, named as the code. */
import { ALL_CODES, type PermissionCode } from '@/domain/permissions';
import type { SessionContext } from '@/session/startup';

export type AccessFlags = Record<PermissionCode, boolean>;

export default function access(initialState: SessionContext | undefined): AccessFlags {
  const granted = new Set(initialState?.permissions || []);
  return Object.fromEntries(ALL_CODES.map((code) => [code, granted.has(code)])) as AccessFlags;
}
