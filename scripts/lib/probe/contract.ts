// The contract (openapi/merchant.yaml) as the platform probe reads it: the operations with their
// grade (`x-grade`) and probe mark (`x-probe: safe`), the query the probe sends to each safe
// read, and the check of an answer against the operation's success schema.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const require = createRequire(import.meta.url);
const yaml = require('js-yaml') as { load(source: string): unknown };

/** How sure the project is of an operation: the platform's public client makes it, or not. */
export type Grade = 'seen' | 'assumed' | 'demo';

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
}

/** A parameter as the contract writes it (after following a `$ref`). */
export interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema?: Schema;
  /** Where the probe takes the value of an id: `<operationId>: <path in data>` (`list[].order_id`). */
  'x-probe-from'?: string;
  $ref?: string;
}

interface RawOperation {
  operationId: string;
  'x-grade'?: string;
  'x-probe'?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean };
  responses?: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}

/** The contract as js-yaml reads it (the parts the probe uses). */
export interface ContractDocument {
  info?: { version?: string };
  paths: Record<string, Record<string, RawOperation | Parameter[]>>;
  components: {
    parameters?: Record<string, Parameter>;
    responses?: Record<string, { content?: Record<string, unknown> }>;
    schemas?: Record<string, unknown>;
  };
}

/** One operation of the contract. */
export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST';
  /** The path as the contract writes it. */
  path: string;
  grade: Grade | null;
  /** `x-probe: safe`: a read that changes nothing, which the probe may call. */
  safe: boolean;
  parameters: Parameter[];
  /** The JSON pointer of the success schema by media type (`application/json`, `image/png`). */
  success: Record<string, string>;
}

/** Where the value of an id parameter comes from: another operation's answer. */
export interface IdSource {
  operationId: string;
  /** A path in the answer's `data`: `list[].order_id`, `[].id`. */
  field: string;
}

/** What the probe sends to an operation. */
export interface ProbePlan {
  /** The query parameters with their values. */
  query: Record<string, string>;
  /** Parameters whose value comes from another operation's answer. */
  ids: { name: string; from: IdSource }[];
  /** A required parameter the probe has no value for (the operation is then skipped). */
  missing: string[];
}

export const CONTRACT_ID = 'https://merchant.example/merchant.yaml';

/** Reads the contract file. */
export function readContract(path: string): ContractDocument {
  return yaml.load(readFileSync(path, 'utf8')) as ContractDocument;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function resolveParameter(contract: ContractDocument, parameter: Parameter): Parameter {
  if (!parameter.$ref) return parameter;
  const name = parameter.$ref.split('/').pop() ?? '';
  const found = contract.components.parameters?.[name];
  if (!found) throw new Error(`The contract has no parameter ${parameter.$ref}`);
  return found;
}

function successPointers(
  contract: ContractDocument,
  path: string,
  method: string,
  op: RawOperation,
): Record<string, string> {
  const response = op.responses?.['200'];
  if (!response) return {};
  if (response.$ref) {
    const name = response.$ref.split('/').pop() ?? '';
    const content = contract.components.responses?.[name]?.content ?? {};
    return Object.fromEntries(
      Object.keys(content).map((type) => [
        type,
        pointer('components', 'responses', name, 'content', type, 'schema'),
      ]),
    );
  }
  return Object.fromEntries(
    Object.keys(response.content ?? {}).map((type) => [
      type,
      pointer('paths', path, method, 'responses', '200', 'content', type, 'schema'),
    ]),
  );
}

const GRADES: readonly string[] = ['seen', 'assumed', 'demo'];

/** Every operation of the contract, in the contract's order. */
export function contractOperations(contract: ContractDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    const shared = (Array.isArray(item.parameters) ? item.parameters : []) as Parameter[];
    for (const [method, value] of Object.entries(item)) {
      if (method === 'parameters' || Array.isArray(value)) continue;
      const op = value as RawOperation;
      const grade = op['x-grade'];
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        grade: grade && GRADES.includes(grade) ? (grade as Grade) : null,
        safe: op['x-probe'] === 'safe',
        parameters: [...shared, ...(op.parameters ?? [])].map((p) => resolveParameter(contract, p)),
        success: successPointers(contract, path, method, op),
      });
    }
  }
  return operations;
}

/** Parses `listOrders: list[].order_id`. */
export function parseIdSource(text: string): IdSource | null {
  const match = /^\s*(\w+)\s*:\s*(\S+)\s*$/.exec(text);
  return match ? { operationId: match[1]!, field: match[2]! } : null;
}

/**
 * The "all" value of the platform's filters: its public client sends it explicitly, so the probe
 * does too, where the parameter's schema takes it (the server's default for a missing filter is
 * unknown).
 */
const ALL_VALUES: Record<string, string> = {
  status: 'all',
  is_see: 'all',
  switch: 'all',
  type: 'all',
  category_id: '0',
};

/** True when the schema takes the value as a query string carries it. */
function accepts(schema: Schema | undefined, value: string): boolean {
  if (!schema) return true;
  if (schema.enum) return schema.enum.some((v) => String(v) === value);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) return /^-?\d+(\.\d+)?$/.test(value);
  return true;
}

/**
 * The query the probe sends: page 1, limit 10, the "all" value of a filter, a parameter's default
 * (else, when it is required, its first allowed value), and ids from another operation's answer
 * where the contract says so (`x-probe-from`). Optional parameters without a value are left out.
 */
export function planRequest(operation: ContractOperation): ProbePlan {
  const plan: ProbePlan = { query: {}, ids: [], missing: [] };
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query') continue;
    const { name, schema } = parameter;
    const from = parameter['x-probe-from'] ? parseIdSource(parameter['x-probe-from']) : null;
    if (from) {
      plan.ids.push({ name, from });
      continue;
    }
    const all = ALL_VALUES[name];
    let value: string | undefined;
    if (name === 'page') value = '1';
    else if (name === 'limit') value = '10';
    else if (all !== undefined && accepts(schema, all)) value = all;
    else if (schema?.default !== undefined) value = String(schema.default);
    else if (parameter.required && schema?.enum?.length) value = String(schema.enum[0]);
    if (value !== undefined) plan.query[name] = value;
    else if (parameter.required) plan.missing.push(name);
  }
  return plan;
}

/** The first value at a path of `data` (`list[].order_id`: the first row's `order_id`). */
export function firstValueAt(data: unknown, field: string): string | null {
  const steps = field.split('.').flatMap((part) => {
    const name = part.replace(/\[\]$/g, '');
    return part.endsWith('[]') ? (name ? [name, '[]'] : ['[]']) : [name];
  });
  const walk = (value: unknown, rest: string[]): string | null => {
    if (rest.length === 0) {
      return typeof value === 'number' || (typeof value === 'string' && value !== '')
        ? String(value)
        : null;
    }
    const [step, ...tail] = rest;
    if (step === '[]') {
      if (!Array.isArray(value)) return null;
      for (const item of value) {
        const found = walk(item, tail);
        if (found !== null) return found;
      }
      return null;
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    return walk((value as Record<string, unknown>)[step!], tail);
  };
  return walk(data, steps);
}

/** Checks answers against the contract's success schemas (JSON Schema 2020-12, as OpenAPI 3.1). */
export function createAnswerCheck(contract: ContractDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema({ ...contract, $id: CONTRACT_ID });
  const compiled = new Map<string, ValidateFunction>();
  return (schemaPointer: string, body: unknown): string[] => {
    let validate = compiled.get(schemaPointer);
    if (!validate) {
      validate = ajv.getSchema(`${CONTRACT_ID}#/${schemaPointer}`);
      if (!validate) throw new Error(`The contract has no schema at ${schemaPointer}`);
      compiled.set(schemaPointer, validate);
    }
    return validate(body) ? [] : describeErrors(validate.errors ?? []);
  };
}

/** `/data/list/0/orderProduct` -> `data.list[0].orderProduct`. */
function fieldPath(instancePath: string, child?: string): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) parts.push(child);
  let out = '';
  for (const part of parts) out += /^\d+$/.test(part) ? `[${part}]` : out ? `.${part}` : part;
  return out || '(the whole answer)';
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function describeError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${fieldPath(error.instancePath, String(params.missingProperty))}: missing`;
    case 'type':
      return `${fieldPath(error.instancePath)}: expected ${String(params.type)}, got ${typeOf(error.data)}`;
    case 'enum':
    case 'const':
      return `${fieldPath(error.instancePath)}: unexpected value ${JSON.stringify(error.data)}`;
    case 'additionalProperties':
      return `${fieldPath(error.instancePath, String(params.additionalProperty))}: not in the contract`;
    case 'anyOf':
    case 'oneOf':
      return `${fieldPath(error.instancePath)}: matches none of its allowed shapes (${typeOf(error.data)})`;
    default:
      return `${fieldPath(error.instancePath)}: ${error.message ?? error.keyword}`;
  }
}

/**
 * The failing field paths of an answer, one line per kind of failure: the errors inside an
 * anyOf/oneOf are its branches (the anyOf line says it), and a failure repeated on every row of a
 * list is told once, for its first row, with the count.
 */
export function describeErrors(errors: ErrorObject[]): string[] {
  const alternatives = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  const kept = errors.filter(
    (e) =>
      !alternatives.some(
        (a) =>
          e !== a &&
          e.schemaPath.startsWith(`${a.schemaPath}/`) &&
          e.instancePath.startsWith(a.instancePath),
      ),
  );
  const grouped = new Map<string, { first: string; count: number }>();
  for (const error of kept) {
    const line = describeError(error);
    const key = line.replace(/\[\d+\]/g, '[]');
    const group = grouped.get(key);
    if (group) group.count += 1;
    else grouped.set(key, { first: line, count: 1 });
  }
  return [...grouped.values()].map(({ first, count }) =>
    count > 1 ? `${first} (and ${count - 1} more like it)` : first,
  );
}
