// Types of the platform contract, shared by src/services and mock/. Each area adds its own
// `declare namespace API` block in typings.<area>.d.ts; TypeScript merges them.
declare namespace API {
  /** The contract's schemas (generated from contract/openapi.yaml by `npm run contract:types`): the types below
   * that the contract defines are these, never a second hand-written copy. */
  type Schemas = import('./contract.gen').components['schemas'];

  /** Paged list request and answer (current/pageSize default 1 and 10). */
  interface PageParams {
    current?: number;
    pageSize?: number;
  }
  interface Page<T> {
    list: T[];
    total: number;
  }
  /** The platform envelope, shape (b). */
  interface Envelope<T> {
    code: string;
    msg: string;
    data: T;
  }

  interface OrgListItem {
    busId: string;
    name: string;
    code?: string;
  }

  interface UserInfo {
    userId: string;
    account: string;
    nickname: string;
    email?: string;
    phone?: string;
    roleId?: string;
    roleName?: string;
    /** default_admin / default_user when the role is a default role. */
    roleBuiltIn?: DefaultRoleCode | null;
    /** A one-time password is set: the user changes it before anything else. */
    mustChangePassword?: boolean;
    /** Pending invitations of the account, oldest first. */
    invitations?: Invitation[];
  }

  /** An invitation of the signed-in account to an organisation, accepted with the administrator's one-time code. */
  interface Invitation {
    id: string;
    busId: string;
    orgName: string;
    roleName: string;
    roleBuiltIn: DefaultRoleCode | null;
    invitedAt: string;
  }

  interface InvitationAnswer {
    id: string;
    code?: string;
  }

  interface RoleInfo {
    menuAuths: string[];
    roleId?: string;
    roleName?: string;
  }
}
