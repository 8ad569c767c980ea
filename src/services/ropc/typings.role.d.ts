// Roles and the permission tree (/role).
declare namespace API {
  interface Role {
    id: string;
    name: string;
    builtIn: DefaultRoleCode | null;
    permissions: string[];
    userCount: number;
    /** The organisation's only role holding every code: never deleted, never short of a code. */
    lastFullRole: boolean;
    createdAt: string;
  }

  interface RoleQuery extends PageParams {
    name?: string;
  }

  interface RolePayload {
    name: string;
    permissions: string[];
  }

  /** A menu with its action codes, or (menu: false) a group of actions that has no menu of its own. */
  interface PowerNode {
    code: string;
    menu: boolean;
    actions: string[];
  }
}
