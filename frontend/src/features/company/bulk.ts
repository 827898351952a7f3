import { useState } from 'react';
import { companyApi, type CompanyLocationItem, type UtilityFilter } from '../../api/b2bApi';
import { useAppDispatch } from '../../app/hooks';
import { placeTitle } from '../../place/companyPlace';
import { itemId } from './PlaceList';

/** The list's filter a "select all N matching" action covers. */
export interface MatchingFilter {
  searchString?: string;
  type: UtilityFilter;
  total: number;
}

/** What a bulk dialog acts on: the places selected (seen on the list), or every match. */
export type BulkTarget = { items: readonly CompanyLocationItem[] } | { all: MatchingFilter };

/** #193's largest page: the fewest reads that gather every match. */
const GATHER_PAGE = 100;
/** Reads or writes under way at once: quick on the gateway, polite to the browser's 6 sockets. */
const AT_ONCE = 4;

/** Runs `work` on each item, at most `limit` at a time, in order of start. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    for (let at = next++; at < items.length; at = next++) await work(items[at] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * One write of a bulk change: the ids it sends, and the places (list rows) it changes. A
 * composite is written once by its id and changes each of its places.
 */
export interface BulkWrite {
  refs: readonly string[];
  places: readonly CompanyLocationItem[];
}

/** A bulk change worked out from the places: the writes, and the places left as they are. */
export interface BulkPlan {
  writes: readonly BulkWrite[];
  /** Places the change would not alter (already so). */
  unchanged: number;
  /** Places the caller may only read (A56): never written. */
  readOnly: number;
}

/** A place as a refusal names it: its name and id (names repeat within a company). */
export const placeName = (item: CompanyLocationItem) => `${placeTitle(item)} (${itemId(item)})`;

type Phase =
  | { kind: 'form' }
  | { kind: 'gathering'; got: number; total: number }
  | { kind: 'confirm'; plan: BulkPlan }
  | { kind: 'writing'; done: number; total: number }
  | { kind: 'done'; plan: BulkPlan; changed: number; refused: readonly CompanyLocationItem[] };

/**
 * A bulk change's steps: gather the places (every match of the list's filter from #193, a
 * page of 100 at a time, or the selection as it is), plan the writes, confirm them with the
 * count, write them a few at a time with the progress shown, and tell how many places changed
 * and which could not be. Each write goes through its own row, so the gateway checks every
 * place against the caller's rights as it does for one.
 */
export function useBulkChange(companyRef: string, userId: number, target: BulkTarget) {
  const dispatch = useAppDispatch();
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [error, setError] = useState<unknown>();

  async function gather(): Promise<readonly CompanyLocationItem[]> {
    if ('items' in target) return target.items;
    const { searchString, type, total } = target.all;
    const pages = Math.max(1, Math.ceil(total / GATHER_PAGE));
    const found: CompanyLocationItem[][] = [];
    let got = 0;
    setPhase({ kind: 'gathering', got, total });
    await eachLimited(
      Array.from({ length: pages }, (_, page) => page),
      AT_ONCE,
      async (page) => {
        const answer = await dispatch(
          companyApi.endpoints.listCompanyLocations.initiate(
            {
              companyRef,
              userId,
              searchString,
              type,
              sortingMode: 'ADDRESS_ASC',
              offset: page * GATHER_PAGE,
              count: GATHER_PAGE,
            },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap();
        found[page] = answer.results;
        got += answer.results.length;
        setPhase({ kind: 'gathering', got, total });
      },
    );
    // The same place twice (a page boundary moved by a write elsewhere) counts once.
    const byId = new Map(found.flat().map((item) => [itemId(item), item]));
    return [...byId.values()];
  }

  /** Gathers the places and asks for the confirmation of `plan(places)`. */
  async function prepare(plan: (places: readonly CompanyLocationItem[]) => BulkPlan) {
    setError(undefined);
    try {
      setPhase({ kind: 'confirm', plan: plan(await gather()) });
    } catch (failure) {
      setError(failure);
      setPhase({ kind: 'form' });
    }
  }

  /**
   * Sends the planned writes; `send` answers the places of its write that did not change
   * (none when the gateway confirmed them all) and throws when the write was refused.
   */
  async function run(send: (write: BulkWrite) => Promise<readonly CompanyLocationItem[]>) {
    if (phase.kind !== 'confirm') return;
    const { plan } = phase;
    const total = plan.writes.length;
    const refused: CompanyLocationItem[] = [];
    let changed = 0;
    let done = 0;
    setPhase({ kind: 'writing', done, total });
    await eachLimited(plan.writes, AT_ONCE, async (write) => {
      let missing: readonly CompanyLocationItem[];
      try {
        missing = await send(write);
      } catch {
        missing = write.places;
      }
      refused.push(...missing);
      changed += write.places.length - missing.length;
      done += 1;
      setPhase({ kind: 'writing', done, total });
    });
    setPhase({ kind: 'done', plan, changed, refused });
  }

  return {
    phase,
    error,
    prepare,
    run,
    back: () => setPhase({ kind: 'form' }),
    busy: phase.kind === 'gathering' || phase.kind === 'writing',
  };
}

/** The places of `items` as writes of their ids, `per` ids a write, a composite once. */
export function writesOf(
  items: readonly CompanyLocationItem[],
  ref: (item: CompanyLocationItem) => string,
  per: number,
) {
  const byRef = new Map<string, CompanyLocationItem[]>();
  for (const item of items) {
    const key = ref(item);
    byRef.set(key, [...(byRef.get(key) ?? []), item]);
  }
  const refs = [...byRef.keys()];
  const writes: BulkWrite[] = [];
  for (let at = 0; at < refs.length; at += per) {
    const chunk = refs.slice(at, at + per);
    writes.push({ refs: chunk, places: chunk.flatMap((key) => byRef.get(key) ?? []) });
  }
  return writes;
}
