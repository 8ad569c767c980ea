/** The simulator's tables. Each area adds its rows to the store through its seed module. */
export type Locale = 'en-US' | 'ja-JP' | 'zh-CN';
export type Text = Record<Locale, string>;

export interface Org {
  busId: string;
  name: string;
  code: string;
  parentId: string | null;
  /** Region codes from the cascading picker, province -> city -> district (see seed/regions). */
  region: string[];
  address: string;
  admins: string[];
  operationModel: 'direct' | 'leased' | 'distributor';
  /** The distributor that serves this organisation, for alternate mode. */
  distributorId: string | null;
  createdAt: string;
}

export interface Distributor {
  id: string;
  name: string;
  code: string;
  /** 1 for a first-level distributor; a subordinate is its parent's level + 1. */
  level: number;
  parentId: string | null;
  createdAt: string;
}

export interface Account {
  userId: string;
  account: string;
  nickname: string;
  password: string;
  email: string;
  phone: string;
  remark: string;
  /** The organisation (or distributor id) that created the account. */
  ownerBusId: string;
  /** Distributor staff belong to a distributor and open customer organisations in alternate mode. */
  distributorId: string | null;
  createdAt: string;
  /** A one-time password is set (new or reset account): the holder must choose their own before anything else. */
  mustChangePassword?: boolean;
}

export interface Membership {
  userId: string;
  busId: string;
  roleId: string;
  remark: string;
  createdAt: string;
}

export interface Role {
  id: string;
  busId: string;
  /** default_admin / default_user for the default roles, else null. */
  builtIn: 'default_admin' | 'default_user' | null;
  name: string;
  permissions: string[];
  createdAt: string;
}

export type DeviceType = 'scrubber' | 'sweeper' | 'vacuum' | 'disinfection';

export interface Device {
  id: string;
  busId: string;
  name: string;
  serial: string;
  type: DeviceType;
  /** Product model, e.g. "Scrubber 75". */
  model: string;
  createdAt: string;
}

export interface Session {
  token: string;
  userId: string;
  /** When the session was opened (ISO); absent on sessions from older state. */
  createdAt?: string;
}
