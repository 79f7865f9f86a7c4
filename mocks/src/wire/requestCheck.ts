/**
 * Checks a request against the contract (openapi/merchant.yaml): the operation exists for its
 * method and path, its query parameters and headers are declared and valid, its body matches
 * the request schema of its content type. The fake platform runs it on every request of every
 * story and journey, so a screen's request cannot drift from the contract unnoticed.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';

/** The parts of an OpenAPI operation the check reads. */
interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema?: object;
  $ref?: string;
}

interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: object }> };
}

/** The contract as js-yaml reads it. */
export interface ContractDocument {
  paths: Record<string, Record<string, Operation | Parameter[]>>;
  components: { parameters: Record<string, Parameter> };
}

/** A request as the fake platform sees it. */
export interface CheckedRequest {
  method: string;
  url: string;
  headers: Headers;
  /** The body as text ('' for none); multipart bodies pass their field names instead. */
  body: string | { fields: string[] };
}

/** One operation's checks, compiled once. */
interface CompiledOperation {
  operationId: string;
  query: ValidateFunction;
  queryNames: Set<string>;
  headers: { name: string; validate: ValidateFunction }[];
  bodyRequired: boolean;
  bodies: Map<string, ValidateFunction | null>;
}

/** The paths of the platform's API (other paths are the app's files). */
export const API_PREFIXES = ['/merchant/', '/api/', '/new/', '/demo/'];

const CONTRACT_ID = 'https://merchant.example/merchant.yaml';

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** The media type without parameters (`application/json; charset=utf-8` -> `application/json`). */
function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Builds the checker: `check(request)` resolves to the list of violations ([] when the request
 * matches its operation), each a sentence naming the operation and the field.
 */
export function createRequestCheck(contract: ContractDocument) {
  // Query strings are text: numbers and booleans are compared after coercion, as a PHP server reads them.
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateSchema: false,
    coerceTypes: true,
  });
  const bodies = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  for (const instance of [ajv, bodies]) {
    instance.addFormat('uri', true);
    instance.addFormat('date-time', true);
    instance.addFormat('email', true);
    instance.addFormat('binary', true);
    instance.addSchema({ ...contract, $id: CONTRACT_ID });
  }
  /** A parameter with the address of its schema in the contract (its $refs resolve there). */
  const located = (
    parameter: Parameter,
    where: string[],
  ): { parameter: Parameter; schema: object } => {
    if (!parameter.$ref) {
      return { parameter, schema: { $ref: `${CONTRACT_ID}#/${pointer(...where, 'schema')}` } };
    }
    const name = parameter.$ref.split('/').pop()!;
    return {
      parameter: contract.components.parameters[name]!,
      schema: { $ref: `${CONTRACT_ID}#/${pointer('components', 'parameters', name, 'schema')}` },
    };
  };
  // Each operation is compiled when it is first called: a story calls a handful of the contract's.
  const compiled = new Map<string, CompiledOperation>();
  const routes: {
    method: string;
    path: string;
    key: string;
    op: Operation;
    shared: Parameter[];
  }[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    for (const [method, value] of Object.entries(item)) {
      if (method === 'parameters') continue;
      routes.push({
        method: method.toUpperCase(),
        path,
        key: `${method} ${path}`,
        op: value as Operation,
        shared,
      });
    }
  }
  const compile = (route: (typeof routes)[number]): CompiledOperation => {
    const { op, path } = route;
    const method = route.method.toLowerCase();
    const parameters = [
      ...route.shared.map((p, i) => located(p, ['paths', path, 'parameters', String(i)])),
      ...(op.parameters ?? []).map((p, i) =>
        located(p, ['paths', path, method, 'parameters', String(i)]),
      ),
    ];
    const query = parameters.filter((p) => p.parameter.in === 'query');
    const querySchema = {
      type: 'object',
      properties: Object.fromEntries(query.map((p) => [p.parameter.name, p.schema])),
      required: query.filter((p) => p.parameter.required).map((p) => p.parameter.name),
    };
    const bodyMap = new Map<string, ValidateFunction | null>();
    for (const type of Object.keys(op.requestBody?.content ?? {})) {
      const where = pointer(
        'paths',
        path,
        route.method.toLowerCase(),
        'requestBody',
        'content',
        type,
        'schema',
      );
      bodyMap.set(
        type,
        type === 'application/json' ? (bodies.getSchema(`${CONTRACT_ID}#/${where}`) ?? null) : null,
      );
    }
    return {
      operationId: op.operationId,
      query: ajv.compile(querySchema),
      queryNames: new Set(query.map((p) => p.parameter.name)),
      headers: parameters
        .filter((p) => p.parameter.in === 'header')
        .map((p) => ({ name: p.parameter.name.toLowerCase(), validate: ajv.compile(p.schema) })),
      bodyRequired: op.requestBody?.required ?? false,
      bodies: bodyMap,
    };
  };

  const describe = (where: string, validate: ValidateFunction) =>
    (validate.errors ?? []).map((e) => {
      const at = `${where}${e.instancePath.replace(/\//g, '.')}`;
      const extra = e.params as { additionalProperty?: string; missingProperty?: string };
      if (extra.additionalProperty) return `${at}.${extra.additionalProperty}: not in the contract`;
      if (extra.missingProperty) return `${at}.${extra.missingProperty}: required`;
      return `${at}: ${e.message ?? 'invalid'}`;
    });

  return function check(request: CheckedRequest): string[] {
    const url = new URL(request.url);
    if (!API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return [];
    const method = request.method.toUpperCase();
    if (method === 'OPTIONS' || method === 'HEAD') return [];
    const route = routes.find((r) => r.path === url.pathname && r.method === method);
    if (!route) return [`${method} ${url.pathname}: no such operation in the contract`];
    let op = compiled.get(route.key);
    if (!op) {
      op = compile(route);
      compiled.set(route.key, op);
    }
    const name = op.operationId;
    const problems: string[] = [];

    const query: Record<string, unknown> = {};
    url.searchParams.forEach((value, key) => {
      if (!op.queryNames.has(key)) problems.push(`${name}: query ${key}: not in the contract`);
      else query[key] = value;
    });
    if (!op.query(query)) problems.push(...describe(`${name}: query`, op.query).map(String));

    for (const header of op.headers) {
      const value = request.headers.get(header.name);
      if (value !== null && !header.validate(value)) {
        problems.push(
          `${name}: header ${header.name} "${value}": ${header.validate.errors?.[0]?.message ?? 'invalid'}`,
        );
      }
    }

    const type = mediaType(request.headers.get('content-type'));
    const hasBody = typeof request.body === 'string' ? request.body.length > 0 : true;
    if (!hasBody) {
      if (op.bodyRequired) problems.push(`${name}: body: required`);
      return problems;
    }
    if (!op.bodies.has(type)) {
      problems.push(
        `${name}: body sent as ${type || 'no content type'}, which the contract does not declare`,
      );
      return problems;
    }
    const validate = op.bodies.get(type);
    if (validate && typeof request.body === 'string') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.body);
      } catch {
        problems.push(`${name}: body: not JSON`);
        return problems;
      }
      if (!validate(parsed)) problems.push(...describe(`${name}: body`, validate));
    }
    return problems;
  };
}

/** What a fake platform's request check needs from a Fetch request. */
export async function checkedRequest(request: Request): Promise<CheckedRequest> {
  const type = mediaType(request.headers.get('content-type'));
  let body: CheckedRequest['body'] = '';
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const copy = request.clone();
    if (type === 'multipart/form-data') {
      const fields: string[] = [];
      (await copy.formData()).forEach((_value, key) => fields.push(key));
      body = { fields };
    } else {
      body = await copy.text();
    }
  }
  return { method: request.method, url: request.url, headers: request.headers, body };
}
