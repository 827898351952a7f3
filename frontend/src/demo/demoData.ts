/**
 * The demo user's answers to the rows demo mode answers in the browser (spec §7 "Demo mode",
 * api-surface A9), exported from the gateway over the demo dataset at build time
 * (`npm run demo-data`, the gateway's `export-demo`), so the local answers and the mocks are the
 * same data.
 */
export interface DemoData {
  /** The Helsinki day the answers were made on (YYYY-MM-DD). */
  asOf: string;
  /** The demo user (spec §9). */
  userId: number;
  /** Each answer by its request key (see `requestKey`). */
  answers: Record<string, DemoAnswer>;
}

export interface DemoAnswer {
  status: number;
  body: unknown;
}

let loading: Promise<DemoData> | undefined;

/** Loads the exported answers once, in their own chunk: only demo mode pays for them. */
export function loadDemoData(): Promise<DemoData> {
  loading ??= import(/* webpackChunkName: "demo-data" */ './demo-data.gen.json').then(
    (module: { default: DemoData }) => module.default,
  );
  return loading;
}

/**
 * A GET's key: the path, then the query parameters that have a value sorted by name, as
 * `URLSearchParams` writes them (the exporter writes the same keys).
 */
export function requestKey(path: string, params?: Record<string, unknown>): string {
  const entries = Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => [name, String(value)] as [string, string])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(entries).toString();
  return query === '' ? path : `${path}?${query}`;
}
