// Roles and the permission tree (/role).
declare namespace API {
  type Role = Schemas['Role'];

  type RoleQuery = Schemas['RoleQuery'];

  type RolePayload = Schemas['RolePayload'];

  /** A menu with its action codes, or (menu: false) a group of actions that has no menu of its own. */
  type PowerNode = Schemas['PowerNode'];
}
