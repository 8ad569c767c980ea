/**
 * Stands in for the regenerator-runtime polyfill Umi's generated polyfill file imports. The console's browser
 * targets (.umirc.ts) run async functions and generators natively, and the dependencies use Babel's
 * self-contained regeneratorRuntime helper, not the global (config/bundle.ts).
 */
export {};
