// The platform probe: logs in, calls every read the contract marks `x-probe: safe`, checks each
// answer against the operation's success schema, and says which pages of the app work on that
// platform. It sends nothing that changes data, besides the login.
import { contractOperations, createAnswerCheck, firstValueAt, planRequest } from './contract.ts';
import type { ContractDocument, ContractOperation, Grade } from './contract.ts';
import type { RouteCalls } from './screens.ts';
import { namesUnknownRoute } from '../../../packages/api/src/unknownRoute.ts';

/** What became of one call. */
export type Outcome =
  'conforms' | 'differs' | 'refused' | 'not offered' | 'unreachable' | 'skipped';

/** One safe operation's result. */
export interface OperationResult {
  operationId: string;
  method: 'GET' | 'POST';
  path: string;
  grade: Grade | null;
  /** The HTTP status, null when nothing answered or nothing was sent. */
  status: number | null;
  outcome: Outcome;
  /** The failing field paths, the server's message, or why the call was skipped. */
  details: string[];
  /** The pages whose screen makes this call. */
  screens: string[];
}

/** How a page fares on the platform. */
export type ScreenState = 'usable' | 'degraded' | 'unusable' | 'unchecked';

/** One page's result. */
export interface ScreenResult {
  path: string;
  screen: string;
  state: ScreenState;
  /** The probed operations the page's screen uses. */
  operations: string[];
  /** Those that did not conform (skipped ones are neither). */
  failing: string[];
}

/** The whole report (`--json` prints it as it is). */
export interface ProbeReport {
  api: string;
  account: string;
  lang: string | null;
  contractVersion: string | null;
  operations: OperationResult[];
  screens: ScreenResult[];
  summary: { usable: number; degraded: number; unusable: number; unchecked: number };
}

/** The probe could not run: the login failed or the API did not answer. */
export class ProbeError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number) {
    super(message);
    this.name = 'ProbeError';
    this.exitCode = exitCode;
  }
}

/** Exit codes of `npm run probe`. */
export const EXIT = { ran: 0, usage: 1, login: 2, unreachable: 3 } as const;

export interface ProbeOptions {
  /** The platform's API address (`https://platform.example`). */
  api: string;
  account: string;
  password: string;
  /** The server's own language code, sent as the `lang` header. */
  lang?: string | null;
  contract: ContractDocument;
  /** The pages of the app with the calls their screens make. */
  routes: RouteCalls[];
  /** Per call, in milliseconds. */
  timeoutMs?: number;
}

const LOGIN_PATH = '/merchant/merchant/login';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A server's message, shortened, with the password taken out should a server echo it. */
function serverText(value: unknown, password: string): string {
  const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
  const clean = password ? text.split(password).join('***') : text;
  return clean.length > 200 ? `${clean.slice(0, 200)}…` : clean;
}

interface Answer {
  status: number;
  type: string;
  bytes: Uint8Array;
}

async function send(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<Answer> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type') ?? '', bytes };
}

const isHtml = (answer: Answer, text: string) =>
  /\btext\/html\b/i.test(answer.type) || /^\s*</.test(text);

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

interface Classified {
  outcome: Outcome;
  details: string[];
  /** The answer's `data` when it is a success, conforming or not (detail reads take ids from it). */
  data?: unknown;
}

/** Sorts one answer into conforms / differs / refused / not offered. */
export function classify(
  operation: ContractOperation,
  answer: Answer,
  check: (schemaPointer: string, body: unknown) => string[],
  password: string,
): Classified {
  const text = new TextDecoder().decode(answer.bytes);
  if (answer.status === 404) {
    return {
      outcome: 'not offered',
      details: [isHtml(answer, text) ? 'HTTP 404 with an HTML page' : 'HTTP 404'],
    };
  }
  if (isHtml(answer, text)) {
    return { outcome: 'not offered', details: ['an HTML page instead of an answer'] };
  }
  let body: unknown;
  let parsed = true;
  try {
    body = JSON.parse(text);
  } catch {
    parsed = false;
  }
  const msg = isRecord(body) ? serverText(body.msg, password) : '';
  if (answer.status === 401) {
    return { outcome: 'refused', details: [`HTTP 401 (session refused)${msg ? `: ${msg}` : ''}`] };
  }
  if (answer.status !== 200) {
    return { outcome: 'differs', details: [`HTTP ${answer.status}${msg ? `: ${msg}` : ''}`] };
  }
  const png = operation.success['image/png'];
  if (png && /^image\/png\b/i.test(answer.type)) {
    return PNG_SIGNATURE.every((byte, i) => answer.bytes[i] === byte)
      ? { outcome: 'conforms', details: [] }
      : { outcome: 'differs', details: ['image/png: not a PNG file'] };
  }
  if (!parsed) return { outcome: 'differs', details: ['the answer is not JSON'] };
  if (isRecord(body) && 'code' in body && body.code !== 1) {
    if (namesUnknownRoute(msg)) return { outcome: 'not offered', details: [msg] };
    return { outcome: 'refused', details: [`code ${serverText(body.code, password)}: ${msg}`] };
  }
  const json = operation.success['application/json'];
  if (!json) return { outcome: 'differs', details: [`unexpected content type ${answer.type}`] };
  const errors = check(json, body);
  const data = isRecord(body) ? body.data : undefined;
  return errors.length === 0
    ? { outcome: 'conforms', details: [], data }
    : { outcome: 'differs', details: errors, data };
}

/** Logs in; the token, or a ProbeError that never names the password. */
async function logIn(
  api: string,
  options: ProbeOptions,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<string> {
  let answer: Answer;
  try {
    answer = await send(
      `${api}${LOGIN_PATH}`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ account: options.account, password: options.password }),
      },
      timeoutMs,
    );
  } catch (error) {
    const reason = error instanceof Error ? (error.cause as Error)?.message || error.message : '';
    throw new ProbeError(
      `The API at ${api} is unreachable${reason ? ` (${serverText(reason, options.password)})` : ''}.`,
      EXIT.unreachable,
    );
  }
  const text = new TextDecoder().decode(answer.bytes);
  if (answer.status === 404 || isHtml(answer, text)) {
    throw new ProbeError(
      `${api}${LOGIN_PATH} is not the platform's login (HTTP ${answer.status}${isHtml(answer, text) ? ', an HTML page' : ''}): is --api the platform's API address?`,
      EXIT.login,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProbeError(`The login answered HTTP ${answer.status}, not JSON.`, EXIT.login);
  }
  const msg = isRecord(body) ? serverText(body.msg, options.password) : '';
  if (!isRecord(body) || body.code !== 1) {
    throw new ProbeError(
      `The login of ${options.account} was refused (HTTP ${answer.status}${msg ? `: ${msg}` : ''}).`,
      EXIT.login,
    );
  }
  const merinfo = isRecord(body.data) ? body.data.merinfo : undefined;
  const token = isRecord(merinfo) ? merinfo.token : undefined;
  if (typeof token !== 'string' || token === '') {
    throw new ProbeError('The login succeeded but carried no data.merinfo.token.', EXIT.login);
  }
  return token;
}

/** The pages of each operation, and each page's operations, by operationId. */
function screenIndex(operations: ContractOperation[], routes: RouteCalls[]) {
  const byCall = new Map(operations.map((o) => [`${o.method} ${o.path}`, o.operationId]));
  const pagesOf = new Map<string, string[]>();
  const operationsOf = new Map<string, string[]>();
  for (const route of routes) {
    const ids = route.calls
      .map((call) => byCall.get(call))
      .filter((id): id is string => id !== undefined);
    operationsOf.set(route.path, ids);
    for (const id of ids) pagesOf.set(id, [...(pagesOf.get(id) ?? []), route.path]);
  }
  return { pagesOf, operationsOf };
}

/** Runs the probe against one platform. */
export async function runProbe(options: ProbeOptions): Promise<ProbeReport> {
  const api = options.api.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 20000;
  const lang = options.lang || null;
  const headers: Record<string, string> = lang ? { lang } : {};
  const operations = contractOperations(options.contract);
  const safe = operations.filter((o) => o.safe);
  const check = createAnswerCheck(options.contract);
  const { pagesOf, operationsOf } = screenIndex(operations, options.routes);

  const token = await logIn(api, options, headers, timeoutMs);

  const results = new Map<string, OperationResult>();
  const data = new Map<string, unknown>();
  const probe = async (operation: ContractOperation, query: Record<string, string>) => {
    const result: OperationResult = {
      operationId: operation.operationId,
      method: operation.method,
      path: operation.path,
      grade: operation.grade,
      status: null,
      outcome: 'unreachable',
      details: [],
      screens: pagesOf.get(operation.operationId) ?? [],
    };
    const search = new URLSearchParams(query).toString();
    try {
      const answer = await send(
        `${api}${operation.path}${search ? `?${search}` : ''}`,
        { method: operation.method, headers: { ...headers, token } },
        timeoutMs,
      );
      const classified = classify(operation, answer, check, options.password);
      result.status = answer.status;
      result.outcome = classified.outcome;
      result.details = classified.details;
      if (classified.data !== undefined) data.set(operation.operationId, classified.data);
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      result.details = [timedOut ? `no answer within ${timeoutMs / 1000} s` : 'no answer'];
    }
    results.set(operation.operationId, result);
  };
  const skip = (operation: ContractOperation, reason: string) => {
    results.set(operation.operationId, {
      operationId: operation.operationId,
      method: operation.method,
      path: operation.path,
      grade: operation.grade,
      status: null,
      outcome: 'skipped',
      details: [reason],
      screens: pagesOf.get(operation.operationId) ?? [],
    });
  };

  // Reads that need an id from another read's answer go once that answer is in.
  let pending = safe;
  while (pending.length > 0) {
    const waiting: ContractOperation[] = [];
    for (const operation of pending) {
      const plan = planRequest(operation);
      if (plan.missing.length > 0) {
        skip(operation, `no value for ${plan.missing.join(', ')}`);
        continue;
      }
      const sources = plan.ids.map(({ from }) => from.operationId);
      if (sources.some((id) => !results.has(id) && safe.some((o) => o.operationId === id))) {
        waiting.push(operation);
        continue;
      }
      const query = { ...plan.query };
      const lacking: string[] = [];
      for (const { name, from } of plan.ids) {
        const value = data.has(from.operationId)
          ? firstValueAt(data.get(from.operationId), from.field)
          : null;
        if (value === null) lacking.push(`${name} (from ${from.operationId} ${from.field})`);
        else query[name] = value;
      }
      if (lacking.length > 0) skip(operation, `no id: ${lacking.join(', ')}`);
      else await probe(operation, query);
    }
    if (waiting.length === pending.length) {
      for (const operation of waiting) skip(operation, 'no id: its source waits on itself');
      break;
    }
    pending = waiting;
  }

  const ordered = safe.map((o) => results.get(o.operationId)!);
  const screens: ScreenResult[] = options.routes.map((route) => {
    const probed = (operationsOf.get(route.path) ?? []).filter((id) => results.has(id));
    const failing = probed.filter((id) => {
      const outcome = results.get(id)!.outcome;
      return outcome !== 'conforms' && outcome !== 'skipped';
    });
    const state: ScreenState =
      probed.length === 0
        ? 'unchecked'
        : failing.some((id) => results.get(id)!.grade !== 'assumed')
          ? 'unusable'
          : failing.length > 0
            ? 'degraded'
            : 'usable';
    return { path: route.path, screen: route.screen, state, operations: probed, failing };
  });
  const count = (state: ScreenState) => screens.filter((s) => s.state === state).length;
  return {
    api,
    account: options.account,
    lang,
    contractVersion: options.contract.info?.version ?? null,
    operations: ordered,
    screens,
    summary: {
      usable: count('usable'),
      degraded: count('degraded'),
      unusable: count('unusable'),
      unchecked: count('unchecked'),
    },
  };
}

/** The report's last line. */
export function summaryLine(report: ProbeReport): string {
  const { usable, degraded, unusable } = report.summary;
  return `${usable} screens fully usable, ${degraded} degraded, ${unusable} unusable`;
}

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) =>
    Math.max(...rows.map((row) => (i === row.length - 1 ? 0 : row[i]!.length))),
  );
  return rows.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
}

/** The report as text: the table of operations, the pages that fail, and the summary line. */
export function renderText(report: ProbeReport): string {
  const lines = [
    `Probe of ${report.api} as ${report.account}${report.lang ? ` (lang ${report.lang})` : ''}, contract ${report.contractVersion ?? '?'}: ${report.operations.length} reads marked safe`,
    '',
  ];
  const rows = [['operation', 'HTTP', 'result', 'grade', 'screens']];
  const notes = new Map<number, string[]>();
  for (const op of report.operations) {
    rows.push([
      op.operationId,
      op.status === null ? '-' : String(op.status),
      op.outcome,
      op.grade ?? '?',
      op.screens.join(' ') || '(no screen)',
    ]);
    if (op.details.length > 0) notes.set(rows.length - 1, op.details);
  }
  table(rows).forEach((line, i) => {
    lines.push(line);
    for (const detail of notes.get(i) ?? []) lines.push(`      ${detail}`);
  });
  const listed = (state: ScreenState, title: string) => {
    const screens = report.screens.filter((s) => s.state === state);
    if (screens.length === 0) return;
    lines.push('', `${title} (${screens.length}):`);
    for (const s of screens) {
      lines.push(
        `  ${s.path}${s.failing.length ? `  ${s.failing.map((id) => `${id} ${report.operations.find((o) => o.operationId === id)?.outcome}`).join(', ')}` : ''}`,
      );
    }
  };
  listed('unusable', 'Unusable: a call the public client makes (seen) fails');
  listed('degraded', 'Degraded: only assumed calls fail (their parts say the platform lacks them)');
  const unchecked = report.screens.filter((s) => s.state === 'unchecked');
  if (unchecked.length > 0) {
    lines.push(
      '',
      `Not checked (${unchecked.length}): their screens read nothing the probe may call (it sends no change): ${unchecked.map((s) => s.path).join(' ')}`,
    );
  }
  lines.push('', summaryLine(report));
  return `${lines.join('\n')}\n`;
}
