import type { BaseQueryExtra } from './baseQuery';
import { parseRetryAfter, toProblem, type ApiError } from './problem';
import { WEB_VERSION, WEB_VERSION_HEADER, apiOrigin } from './webVersion';

/**
 * The file name of a `Content-Disposition: attachment` answer: RFC 5987's `filename*` first,
 * then the plain `filename` (quoted or not).
 */
export function dispositionFilename(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

export interface FileRequest {
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
  /** Used when the answer names no file. */
  fallbackName: string;
  /** Told of each piece of the file as it arrives (a streamed export's progress). */
  onChunk?: (text: string, response: Response) => void;
}

/** The file's bytes as they arrive, each piece handed to `onChunk` as text. */
async function readWithProgress(
  response: Response,
  onChunk: (text: string, response: Response) => void,
): Promise<Blob> {
  const reader = response.body?.getReader();
  if (!reader) {
    const blob = await response.blob();
    onChunk(await blob.text(), response);
    return blob;
  }
  const decoder = new TextDecoder();
  const parts: BlobPart[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    onChunk(decoder.decode(value, { stream: true }), response);
  }
  return new Blob(parts, { type: response.headers.get('Content-Type') ?? undefined });
}

/**
 * Sends a JSON body to a row answering a file and saves the file; resolves with the file's name.
 * A file is not JSON, so this bypasses RTK Query (its cache would keep the whole file in the
 * store), but keeps the base query's rules: the session check first (spec §7), a 401 reported to
 * the app, and a failure rejected with the same ApiError, so the forms' error helpers show it.
 */
export async function downloadFile(
  { method, path, body, fallbackName, onChunk }: FileRequest,
  extra?: BaseQueryExtra,
): Promise<string> {
  await extra?.session?.check();
  let response: Response;
  try {
    response = await fetch(`${apiOrigin()}${path}`, {
      method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', [WEB_VERSION_HEADER]: WEB_VERSION },
      body: JSON.stringify(body),
    });
  } catch {
    throw { status: 'FETCH_ERROR' } satisfies ApiError;
  }
  if (!response.ok) {
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      data = undefined;
    }
    const error: ApiError = { status: response.status, problem: toProblem(data) };
    const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
    if (retryAfter !== undefined) error.retryAfterSeconds = retryAfter;
    if (error.status === 401) extra?.onUnauthorized?.();
    throw error;
  }
  let blob: Blob;
  try {
    blob = onChunk ? await readWithProgress(response, onChunk) : await response.blob();
  } catch {
    // The stream broke after it began: the gateway aborts rather than ends a failed file.
    throw { status: 'FETCH_ERROR' } satisfies ApiError;
  }
  const name = dispositionFilename(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(blob, name);
  return name;
}

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // After the click has handed the file over: revoking at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
