/**
 * The fake platform served as other platforms would answer, to prove the platform probe
 * (scripts/probe.mjs) on known differences (`serve.ts --variant`):
 * - `exact`: the fake platform as it is;
 * - `rename:<operationId>:<dataPath>:<newName>`: one field renamed in that operation's answers
 *   (`rename:listOrders:list[].orderProduct:order_product`: every row's `orderProduct`);
 * - `seen-only`: every operation the contract grades `assumed` answers 404 with an HTML page, as a
 *   PHP server answers a route it does not have.
 */
import { operations } from './handlers/common.ts';
import { notOfferedPage } from './overrides.ts';

/** A way of serving the fake platform. */
export type Variant =
  | { kind: 'exact' }
  | { kind: 'rename'; operationId: string; dataPath: string; newName: string }
  | { kind: 'seen-only' };

/** The variants `--variant` takes, for the usage text. */
export const VARIANT_USAGE = 'exact | rename:<operationId>:<dataPath>:<newName> | seen-only';

const DATA_PATH = /^(?:\[\]|\w+(?:\[\])?)(?:\.\w+(?:\[\])?)*$/;

/** Reads a `--variant` value; throws with what is wrong. */
export function parseVariant(spec: string): Variant {
  if (spec === 'exact') return { kind: 'exact' };
  if (spec === 'seen-only') return { kind: 'seen-only' };
  const rename = /^rename:(\w+):([^:]+):(\w+)$/.exec(spec);
  if (rename) {
    const [, operationId, dataPath, newName] = rename as unknown as [
      string,
      string,
      string,
      string,
    ];
    if (!operations.some((o) => o.operationId === operationId)) {
      throw new Error(`Unknown operation ${operationId} in --variant ${spec}`);
    }
    if (!DATA_PATH.test(dataPath) || dataPath.endsWith('[]')) {
      throw new Error(`--variant ${spec}: the path names a field, as list[].orderProduct`);
    }
    return { kind: 'rename', operationId, dataPath, newName };
  }
  throw new Error(`Unknown --variant ${spec}`);
}

/**
 * Renames the field at `dataPath` (`list[].orderProduct`, `[].id`, `merinfo.token`) in place,
 * in every row a `[]` step goes through; returns how many were renamed.
 */
export function renameField(data: unknown, dataPath: string, newName: string): number {
  const steps = dataPath.split('.').flatMap((part) => {
    const name = part.replace(/\[\]$/, '');
    return part.endsWith('[]') ? (name ? [name, '[]'] : ['[]']) : [name];
  });
  const field = steps.pop()!;
  let renamed = 0;
  const walk = (value: unknown, rest: string[]) => {
    if (rest.length === 0) {
      if (value && typeof value === 'object' && !Array.isArray(value) && field in value) {
        const record = value as Record<string, unknown>;
        record[newName] = record[field];
        delete record[field];
        renamed += 1;
      }
      return;
    }
    const [step, ...tail] = rest;
    if (step === '[]') {
      if (Array.isArray(value)) for (const item of value) walk(item, tail);
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      walk((value as Record<string, unknown>)[step!], tail);
    }
  };
  walk(data, steps);
  return renamed;
}

/** Each operation's `x-grade` in the contract (as js-yaml reads it). */
export function gradesOf(contract: { paths: Record<string, object> }): Map<string, string> {
  const grades = new Map<string, string>();
  for (const item of Object.values(contract.paths)) {
    for (const op of Object.values(item) as { operationId?: string; 'x-grade'?: string }[]) {
      if (op && typeof op === 'object' && op.operationId && op['x-grade']) {
        grades.set(op.operationId, op['x-grade']);
      }
    }
  }
  return grades;
}

/** The operation a request is for (its method and path), or undefined. */
function operationOf(request: Request): string | undefined {
  const method = request.method.toLowerCase();
  const { pathname } = new URL(request.url);
  return operations.find((o) => o.method === method && o.path === pathname)?.operationId;
}

/**
 * The variant around the fake platform's answer to one request (`answer` is the fake's own):
 * `grades` gives each operation's `x-grade` from the contract.
 */
export function createVariantAnswer(
  variant: Variant,
  grades: ReadonlyMap<string, string>,
): (
  request: Request,
  answer: () => Promise<Response | undefined>,
) => Promise<Response | undefined> {
  return async (request, answer) => {
    if (variant.kind === 'exact') return answer();
    const operationId = operationOf(request);
    if (variant.kind === 'seen-only') {
      return operationId !== undefined && grades.get(operationId) === 'assumed'
        ? notOfferedPage()
        : answer();
    }
    const response = await answer();
    if (!response || operationId !== variant.operationId) return response;
    if (!/json/i.test(response.headers.get('content-type') ?? '')) return response;
    const body = (await response.json()) as { data?: unknown };
    renameField(body?.data, variant.dataPath, variant.newName);
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify(body), { status: response.status, headers });
  };
}
