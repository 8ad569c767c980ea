import type enBoot from './en-US';

/** The boot messages of every language have exactly the keys of en-US's. */
export type BootMessages = Record<keyof typeof enBoot, string>;
