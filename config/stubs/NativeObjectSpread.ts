/**
 * Stands in for Babel's objectSpread2 helper (wired in config/bundle.ts, rule native-object-spread): the code antd,
 * its style engine and rc-components were compiled to for every `{ ...a, b }`. The helper copies a spread source
 * key by key through a closure, a property-key conversion and an `in` test each; antd spreads its ~400 design
 * tokens this way many times while it builds a component's styles. Where it gives the same object, this copies a
 * source with Object.assign, which the engine does in one step; elsewhere it does what the helper does.
 *
 * The helper's arguments alternate: odd positions are spread sources (values are read, getters run), even ones the
 * object literals written between them (their property descriptors are copied, so a getter stays a getter).
 * Object.assign gives the same result as the helper's value copy unless a key would meet a setter or a read-only
 * property on the target: the target is a plain object whose accessors can only come from an even argument
 * (tracked in `ACCESSORS`), or from Object.prototype's `__proto__`, which no assign is handed.
 */
const ACCESSORS = new WeakSet<object>();
const PLAIN_PROTOTYPES: readonly unknown[] = [Object.prototype, null];
const hasOwn = Object.prototype.hasOwnProperty;

function assignable(target: object, source: object) {
  return (
    !ACCESSORS.has(target) &&
    PLAIN_PROTOTYPES.includes(Object.getPrototypeOf(target)) &&
    !hasOwn.call(source, '__proto__')
  );
}

/** The helper's own value copy: enumerable own keys, then enumerable own symbols. */
function copyValues(target: Record<PropertyKey, unknown>, source: Record<PropertyKey, unknown>) {
  const keys: PropertyKey[] = Object.keys(source);
  for (const symbol of Object.getOwnPropertySymbols(source))
    if (Object.getOwnPropertyDescriptor(source, symbol)?.enumerable) keys.push(symbol);
  for (const key of keys) {
    const value = source[key];
    if (key in target)
      Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
    else target[key] = value;
  }
}

export default function objectSpread2(target: Record<PropertyKey, unknown>, ...rest: unknown[]) {
  for (let i = 0; i < rest.length; i++) {
    const source = Object(rest[i] ?? {}) as Record<PropertyKey, unknown>;
    if (i % 2 === 0) {
      if (assignable(target, source)) Object.assign(target, source);
      else copyValues(target, source);
    } else {
      const descriptors = Object.getOwnPropertyDescriptors(source);
      for (const key of Reflect.ownKeys(descriptors)) {
        const descriptor = descriptors[key as string];
        if (descriptor.get || descriptor.set || !descriptor.writable) ACCESSORS.add(target);
      }
      Object.defineProperties(target, descriptors);
    }
  }
  return target;
}
