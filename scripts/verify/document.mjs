// The contract as `npm run contract:verify` reads it: operations with their scope, permission, parameters and
// answers; the answer schemas compiled with ajv (JSON Schema 2020-12, as the simulator validates them); sample
// request bodies derived from the schemas; runtime expressions of links.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);
const Ajv2020 = require('ajv/dist/2020').default;
const addFormats = require('ajv-formats').default;

export const DEFAULT_CONTRACT = fileURLToPath(new URL('../../contract/openapi.yaml', import.meta.url));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const escape = (part) => part.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (part) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** The value at a JSON pointer (`#/a/b` or `/a/b`), or undefined. */
export function at(value, pointer) {
  return pointer
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map(unescape)
    .reduce((node, key) => (node === null || node === undefined ? undefined : node[key]), value);
}

/** Follows `$ref`s: the node and its pointer. */
export function deref(doc, node, pointer) {
  let current = { node, pointer };
  for (let i = 0; i < 10 && current.node && typeof current.node.$ref === 'string'; i += 1)
    current = { node: at(doc, current.node.$ref), pointer: current.node.$ref };
  return current;
}

const short = (value) => {
  if (value === undefined) return '(nothing)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 100 ? `${text.slice(0, 97)}...` : text;
};

export function loadContract(file = DEFAULT_CONTRACT) {
  const doc = parse(readFileSync(file, 'utf8'));
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(doc, 'contract');
  const validators = new Map();
  const validate = (pointer, value) => {
    let fn = validators.get(pointer);
    if (!fn) validators.set(pointer, (fn = ajv.compile({ $ref: `contract${pointer}` })));
    if (fn(value)) return [];
    return (fn.errors || [])
      .filter((e) => !['oneOf', 'anyOf', 'if'].includes(e.keyword))
      .slice(0, 3)
      .map((e) => `answer${e.instancePath} ${e.message} (came ${short(at(value, e.instancePath || ''))})`);
  };

  const operations = [];
  Object.entries(doc.paths || {}).forEach(([path, item]) =>
    METHODS.forEach((method) => {
      const spec = item[method];
      if (!spec) return;
      const base = `#/paths/${escape(path)}/${method}`;
      const parameters = (spec.parameters || []).map((raw, i) => deref(doc, raw, `${base}/parameters/${i}`).node);
      const body = spec.requestBody ? deref(doc, spec.requestBody, `${base}/requestBody`) : undefined;
      const bodySchema = body?.node?.content?.['application/json']?.schema;
      operations.push({
        id: spec.operationId,
        method: method.toUpperCase(),
        path,
        spec,
        scope: spec['x-scope'],
        permission: spec['x-permission'] ?? null,
        safe: method === 'get' || spec['x-safe'] === true,
        platformOnly: spec['x-platform-only'] === true,
        /** An event stream that stays open (x-stream): checked by its first bytes, not read to its end. */
        stream: spec['x-stream'] === true,
        parameters,
        header: (name) => parameters.find((p) => p.in === 'header' && p.name.toLowerCase() === name),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        bodySchema,
        bodyPointer: bodySchema ? `${body.pointer}/content/application~1json/schema` : undefined,
        bodyRequired: !!body?.node?.required,
        /** The answer's problems by the contract ([] when it matches). */
        check(status, answer) {
          const responses = spec.responses || {};
          const key = responses[String(status)] ? String(status) : undefined;
          if (!key) return [`HTTP ${status} is not an answer of the contract (${Object.keys(responses).join(', ')})`];
          const { node, pointer } = deref(doc, responses[key], `${base}/responses/${key}`);
          if (!node?.content?.['application/json']?.schema) return [`HTTP ${status} has no JSON answer`];
          return validate(`${pointer}/content/application~1json/schema`, answer);
        },
        /** The links of the 200 answer: { name: { operationId, parameters, requestBody } }. */
        links: (() => {
          const ok = spec.responses?.['200'] && deref(doc, spec.responses['200'], '').node;
          return ok?.links || {};
        })(),
      });
    }),
  );
  const byId = new Map(operations.map((op) => [op.id, op]));
  return { doc, operations, byId, refusals: doc['x-refusals'] || {}, locales: localesOf(doc) };
}

function localesOf(doc) {
  return doc.components?.schemas?.Locale?.enum || ['en-US'];
}

/** An object schema flattened through $ref and allOf: its properties and required names. */
export function objectShape(doc, schema) {
  const out = { properties: {}, required: [] };
  const visit = (node, depth = 0) => {
    const { node: s } = deref(doc, node, '');
    if (!s || depth > 10) return;
    Object.assign(out.properties, s.properties || {});
    out.required.push(...(s.required || []));
    (s.allOf || []).forEach((part) => visit(part, depth + 1));
  };
  visit(schema);
  return out;
}

/** The schema of a property, $refs followed (allOf parts merged shallowly). */
export function resolved(doc, schema) {
  const { node } = deref(doc, schema, '');
  if (!node?.allOf) return node || {};
  return Object.assign({}, ...node.allOf.map((part) => resolved(doc, part)), { ...node, allOf: undefined });
}

/** The smallest value the schema accepts, by its own words (const, default, enum, minimums); `text` for strings. */
export function sample(doc, schema, text = () => 'x', depth = 0) {
  const s = resolved(doc, schema);
  if (depth > 8) return null;
  if ('const' in s) return s.const;
  if ('default' in s) return s.default;
  if (s.enum) return s.enum[0];
  if (s.oneOf || s.anyOf) return sample(doc, (s.oneOf || s.anyOf)[0], text, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object' || s.properties || s.allOf) {
    const shape = objectShape(doc, schema);
    return Object.fromEntries(
      [...new Set(shape.required)].map((name) => [name, sample(doc, shape.properties[name] || {}, text, depth + 1)]),
    );
  }
  if (type === 'array')
    return Array.from({ length: s.minItems || 0 }, () => sample(doc, s.items || {}, text, depth + 1));
  if (type === 'integer' || type === 'number') return s.minimum ?? 1;
  if (type === 'boolean') return false;
  if (s.format === 'date') return '2026-01-01';
  if (s.format === 'date-time') return new Date().toISOString();
  const value = text();
  return s.minLength && value.length < s.minLength ? value.padEnd(s.minLength, 'x') : value;
}

/** A link's runtime expression (`$response.body#/data/id`) against an answer; other values as they are. */
export function evaluate(expression, answer) {
  if (typeof expression === 'string' && expression.startsWith('$response.body#'))
    return at(answer, expression.slice('$response.body'.length));
  if (expression && typeof expression === 'object' && !Array.isArray(expression))
    return Object.fromEntries(Object.entries(expression).map(([k, v]) => [k, evaluate(v, answer)]));
  return expression;
}
