/**
 * What the boot script leaves for the app (window.__ropcBoot) and what its calls resolve to. Import-free.
 */

/** A boot call that got no answer to read: timed out, an HTTP error (nginx's 504 among them), or no network. */
export interface BootFailure {
  failed: 'timeout' | 'http' | 'network';
  status?: number;
}

export function isBootFailure(value: unknown): value is BootFailure {
  return !!value && typeof value === 'object' && typeof (value as BootFailure).failed === 'string';
}

/** One call of the shell or the landing page made early: its answer resolves to the parsed body, or null (not made). */
export interface EarlyCall {
  method: string;
  url: string;
  /** The JSON body of a POST, '' for a GET. */
  body: string;
  answer: Promise<unknown>;
}

/** Each promise resolves to the parsed answer, a BootFailure, or null when the call was not made. */
export interface BootState {
  token: string;
  /** The organisation chosen from this visit's list ('' until the list has come, or when it has none). */
  busId: string;
  locale: string;
  calls: Partial<Record<'orgList' | 'userInfo' | 'roleInfo', Promise<unknown>>>;
  /** The first calls of the shell and the landing page, seeded into the query cache (request/queryCache). */
  early?: EarlyCall[];
}

declare global {
  interface Window {
    __ropcBoot?: BootState;
    __ropcFailedPreloads?: string[];
  }
}
