// What a step of a flow sends, read from the contract (openapi/merchant.yaml) by operation id, so
// that a flow page shows the request the fake platform checks every story against.
import { load } from 'js-yaml';
import type { CSSProperties } from 'react';
import contractSource from '../../openapi/merchant.yaml?raw';

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  description?: string;
};

type Parameter = {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
  description?: string;
};

type Operation = {
  operationId: string;
  summary?: string;
  description?: string;
  'x-grade'?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

type Contract = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Schema>; parameters?: Record<string, Parameter> };
};

/** One field a request carries. */
export type RequestField = {
  /** Where it goes: the query or the body. */
  in: 'query' | 'body';
  name: string;
  /** Its type as the contract says it (`string`, `integer`, `'0' | '1'`, `string[]`). */
  type: string;
  required: boolean;
  description: string;
};

/** An operation of the contract as a flow page shows it. */
export type RequestShape = {
  operationId: string;
  method: string;
  path: string;
  /** 'seen' (the platform's public client makes it) or 'assumed'. */
  grade: string;
  summary: string;
  contentType: string | null;
  fields: RequestField[];
};

let contract: Contract | null = null;

function resolve<T extends { $ref?: string }>(node: T): T {
  if (!node.$ref) return node;
  const parts = node.$ref.replace(/^#\//, '').split('/');
  let target: unknown = contract;
  for (const part of parts) target = (target as Record<string, unknown>)[part];
  return resolve(target as T);
}

function typeOf(raw: Schema): string {
  const s = resolve(raw);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  const variants = s.oneOf ?? s.anyOf;
  if (variants) return variants.map(typeOf).join(' | ');
  if (s.allOf?.length === 1) return typeOf(s.allOf[0]!);
  const type = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'object');
  if (type === 'array' && s.items) return `${typeOf(s.items)}[]`;
  return s.format ? `${type} (${s.format})` : type;
}

/** The body schema's fields, `allOf` parts merged. */
function bodyFields(raw: Schema): RequestField[] {
  const s = resolve(raw);
  const parts = s.allOf ? s.allOf.map((p) => resolve(p)) : [s];
  const required = new Set(parts.flatMap((p) => p.required ?? []));
  return parts.flatMap((p) =>
    Object.entries(p.properties ?? {}).map(([name, field]) => ({
      in: 'body' as const,
      name,
      type: typeOf(field),
      required: required.has(name),
      description: resolve(field).description ?? '',
    })),
  );
}

/** A request a story sent to the fake platform (the preview records them for these pages). */
export type SentRequest = {
  method: string;
  /** Path and query. */
  url: string;
  /** The body as sent ('' for none). */
  body: string;
};

/** The operation of the contract at `method` and `path`: its grade and what it carries. */
export function requestShape(method: string, path: string): RequestShape | null {
  contract ??= load(contractSource) as Contract;
  for (const [at, item] of Object.entries(contract.paths)) {
    if (at !== path) continue;
    for (const [verb, op] of Object.entries(item)) {
      if (verb.toUpperCase() !== method.toUpperCase() || !op?.operationId) continue;
      const operationId = op.operationId;
      const query = (op.parameters ?? [])
        .map((p) => resolve(p))
        .filter((p) => p.in === 'query')
        .map((p) => ({
          in: 'query' as const,
          name: p.name,
          type: p.schema ? typeOf(p.schema) : 'string',
          required: Boolean(p.required),
          description: p.description ?? '',
        }));
      const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      return {
        operationId,
        method: verb.toUpperCase(),
        path,
        grade: op['x-grade'] ?? '',
        summary: op.summary ?? '',
        contentType: contentType ?? null,
        fields: [...query, ...(media ? bodyFields(media.schema) : [])],
      };
    }
  }
  return null;
}

const cell: CSSProperties = {
  padding: '4px 8px',
  borderBottom: '1px solid #E4E6EB',
  textAlign: 'left',
  verticalAlign: 'top',
};
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: 13 };

/** A body as people read it: JSON indented, a form's fields one a line. */
function readable(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body.includes('=') && !body.includes(' ')
      ? [...new URLSearchParams(body)].map(([k, v]) => `${k}=${v}`).join('\n')
      : body;
  }
}

function Fields({ shape }: { shape: RequestShape }) {
  if (!shape.fields.length) return <p style={{ margin: 0 }}>The contract declares no fields.</p>;
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          <th style={cell}>Field</th>
          <th style={cell}>In</th>
          <th style={cell}>Type</th>
          <th style={cell}>Required</th>
          <th style={cell}>Meaning</th>
        </tr>
      </thead>
      <tbody>
        {shape.fields.map((f) => (
          <tr key={`${f.in}.${f.name}`}>
            <td style={{ ...cell, ...code }}>{f.name}</td>
            <td style={cell}>{f.in}</td>
            <td style={{ ...cell, ...code }}>{f.type}</td>
            <td style={cell}>{f.required ? 'yes' : 'no'}</td>
            <td style={cell}>{f.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The requests a step's story sent, in order: reads (GET) and changes, each with its body and,
 * for a change, the fields the contract declares for it.
 */
export function SentRequests({ requests }: { requests: SentRequest[] }) {
  if (!requests.length) return <p>Nothing: this step sends no request.</p>;
  const reads = requests.filter((r) => r.method === 'GET');
  const changes = requests.filter((r) => r.method !== 'GET');
  return (
    <>
      <p style={{ margin: '4px 0' }}>
        Reads: {reads.length ? '' : 'none.'}
        {[...new Set(reads.map((r) => r.url))].map((url) => {
          const shape = requestShape('GET', url.split('?')[0]!);
          return (
            <span key={url} style={{ ...code, display: 'block' }}>
              GET {url}
              {shape ? ` (${shape.operationId})` : ''}
            </span>
          );
        })}
      </p>
      {changes.length ? null : <p style={{ margin: '4px 0' }}>Changes: none.</p>}
      {changes.map((r, i) => {
        const shape = requestShape(r.method, r.url.split('?')[0]!);
        return (
          <div key={i} style={{ margin: '8px 0 16px' }}>
            <p style={{ margin: '4px 0' }}>
              <strong style={code}>
                {r.method} {r.url}
              </strong>
              {shape ? (
                <span style={code}>
                  {' '}
                  ({shape.operationId}, {shape.grade})
                </span>
              ) : null}
              {shape?.summary ? `: ${shape.summary}` : ''}
            </p>
            {r.body ? (
              <pre
                style={{
                  ...code,
                  background: '#F4F5F7',
                  padding: 8,
                  borderRadius: 6,
                  margin: '4px 0',
                }}
              >
                {readable(r.body)}
              </pre>
            ) : null}
            {shape ? (
              <details>
                <summary>What the contract declares for it</summary>
                <Fields shape={shape} />
              </details>
            ) : null}
          </div>
        );
      })}
    </>
  );
}
