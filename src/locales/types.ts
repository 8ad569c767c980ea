import type enUS from './catalogs/en-US';

/** Every message key; en-US is the source catalog, the others must have exactly its keys. */
export type MessageKey = keyof typeof enUS;
export type Catalog = Record<MessageKey, string>;
