import type { ApiError } from '../api/problem';
import { requestKey, type DemoData } from './demoData';
import localRows from './localRows.json';

/** How demo mode answers a row of its local list (spec §7 "Demo mode"). */
type LocalKind = 'read' | 'echo' | 'ok';

/**
 * The rows of api-surface A9, by method and path (`{userId}` digits, `{id}` one segment). Kept as
 * JSON so the browser test checks its network log against this very list.
 */
const LOCAL_ROWS: readonly { method: string; path: RegExp; kind: LocalKind }[] = localRows.map(
  (row) => ({
    method: row.method,
    path: new RegExp(`^${row.path.replaceAll('{userId}', '\\d+').replaceAll('{id}', '[^/]+')}/?$`),
    kind: row.kind as LocalKind,
  }),
);

export interface DemoRequest {
  method: string;
  /** The path without the query, as the generated endpoints build it. */
  path: string;
  params?: Record<string, unknown>;
  body?: unknown;
}

export type DemoResult = { data: unknown } | { error: ApiError };

/** Whether the request is on demo mode's local list (and so never reaches the network). */
export function isLocal(request: DemoRequest): boolean {
  return localKind(request) !== undefined;
}

function localKind({ method, path }: DemoRequest): LocalKind | undefined {
  const upper = method.toUpperCase();
  return LOCAL_ROWS.find((row) => row.method === upper && row.path.test(path))?.kind;
}

/** Any write in demo mode that is not on the local list: refused here, nothing is sent (A67). */
export const demoReadOnly: ApiError = {
  status: 403,
  problem: {
    type: 'about:blank',
    title: 'Ei käytettävissä demotilassa',
    status: 403,
    code: 'DEMO_READ_ONLY',
  },
};

/** A local read the export has no answer for (an argument no screen of the demo passes). */
const missing: ApiError = {
  status: 404,
  problem: { type: 'about:blank', title: 'Ei demotietoja', status: 404, code: 'NOT_FOUND' },
};

/**
 * Demo mode's answer to a request without the network, or undefined when it goes to the gateway
 * (a read not on the local list).
 */
export function answerLocally(request: DemoRequest, data: DemoData): DemoResult | undefined {
  const kind = localKind(request);
  if (kind === undefined) {
    return request.method.toUpperCase() === 'GET' ? undefined : { error: demoReadOnly };
  }
  if (kind === 'echo') return { data: request.body ?? null };
  if (kind === 'ok') return { data: null };
  const answer = data.answers[requestKey(request.path, request.params)];
  if (!answer) return { error: missing };
  if (answer.status >= 400) {
    return { error: { status: answer.status, problem: answer.body as ApiError['problem'] } };
  }
  return { data: answer.body };
}
