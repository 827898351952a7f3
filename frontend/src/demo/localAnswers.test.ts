import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import type { LocationDetails } from '../api/rowTypes';
import { budgetUse } from '../components/overview/budgetUse';
import { demoBaseQuery } from './demoBaseQuery';
import type { DemoData } from './demoData';
import { requestKey } from './demoData';
import { answerLocally, isLocal } from './localAnswers';

// The export `npm run demo-data` writes (scripts/test runs it before these tests).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const data = require('./demo-data.gen.json') as DemoData;

interface Item {
  location: { identifier: string };
  utilityType: string;
}

const user = data.userId;
const content = data.answers[`/api/v2/servicelocation/user/${user}/content`]?.body as {
  content: Item[];
};
const places = content.content;
const local = (method: string, path: string, params?: Record<string, unknown>, body?: unknown) =>
  answerLocally({ method, path, params, body }, data);

/** The mocks' today: the one the settings fix, else the real date in Helsinki. */
function mocksToday(): string {
  return (
    process.env.PORTAL__MOCKS__TODAY ??
    new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date())
  );
}

describe('the exported demo dataset', () => {
  it('is today’s export of the demo user (a build made on another day is stale)', () => {
    expect(user).toBe(1000000);
    expect(data.asOf).toBe(mocksToday());
  });

  it('covers the §6 kinds of place: spot electricity, district heating, microgeneration and a summer house', () => {
    const kinds = places.map((item) => item.utilityType);
    expect(kinds).toEqual(
      expect.arrayContaining(['ELECTRICITY', 'DISTRICT_HEATING', 'MICROGENERATION']),
    );
    expect(places.length).toBeGreaterThanOrEqual(4);
  });

  it('answers every local read a demo screen makes, for every place', () => {
    const reads: [string, Record<string, unknown>?][] = [
      ['/api/v2/me'],
      [`/api/v2/user/${user}/ui`],
      [`/api/admin/users/v1/${user}/companies`],
      ['/api/v2/energypricefuture', { vat: true }],
      ['/api/v2/energypricefuture', { vat: false }],
    ];
    for (const { location, utilityType } of places) {
      const at = `user/${user}/location/${location.identifier}`;
      reads.push(
        [`/api/v2/servicelocation/${at}`, { utilityType }],
        [`/api/v2/invoice/${at}/summary`],
        [`/api/v2/usagereports/${at}`],
        [`/api/v2/monthlyinsights/${at}/summary`],
        [`/api/v2/alerts/disruptionelectricity/${at}`],
        [`/api/v1/solar/${at}/energy`],
      );
    }
    for (const [path, params] of reads) {
      expect(isLocal({ method: 'GET', path })).toBe(true);
      expect(data.answers[requestKey(path, params)]).toBeDefined();
    }
  });

  it('has the electricity budget close to its limit, not over it, as the front page shows it', () => {
    const electricity = places.find((item) => item.utilityType === 'ELECTRICITY')!;
    const path = `/api/v2/servicelocation/user/${user}/location/${electricity.location.identifier}`;
    const budget = (data.answers[`${path}?utilityType=ELECTRICITY`]!.body as LocationDetails)
      .budget!;
    expect(budget.active).toBe(true);
    expect(budget.consumptionMonth).toBe(data.asOf.slice(0, 7));
    // Nothing is used on the first of a month; from the first euro on, the month is close.
    expect(budgetUse(budget)).toBe(budget.consumptionForMonth < 1 ? 'within' : 'near');
  });

  it('gives the location details of a place as the gateway exported them', () => {
    const first = places[0]!;
    const path = `/api/v2/servicelocation/user/${user}/location/${first.location.identifier}`;
    const answer = local('GET', path, { utilityType: first.utilityType });
    expect(answer).toEqual({
      data: data.answers[`${path}?utilityType=${first.utilityType}`]!.body,
    });
  });

  it('answers a place without a solar panel as the gateway does: 404, not a failure', () => {
    const electricity = places.find((item) => item.utilityType === 'ELECTRICITY')!;
    const answer = local(
      'GET',
      `/api/v1/solar/user/${user}/location/${electricity.location.identifier}/energy`,
    );
    expect(answer).toMatchObject({ error: { status: 404 } });
  });

  it('has the live panel and its details at the microgeneration place', () => {
    const micro = places.find((item) => item.utilityType === 'MICROGENERATION')!;
    const live = local(
      'GET',
      `/api/v1/solar/user/${user}/location/${micro.location.identifier}/energy`,
    );
    const panelId = (live as { data: { panelId: string } }).data.panelId;
    expect(local('GET', `/api/v2/production/solar/panel/${panelId}`)).toHaveProperty(
      'data.panelId',
      panelId,
    );
  });

  it('echoes the listed saves and answers unlinking with ok', () => {
    const at = `user/${user}/location/${places[0]!.location.identifier}`;
    const report = {
      id: 'R1',
      active: true,
      emailNotifications: true,
      pushNotifications: false,
      unit: 'KWH',
      vat: 'VAT_24',
    };
    expect(local('PUT', `/api/v2/alerts/energypricereport/${user}`, undefined, report)).toEqual({
      data: report,
    });
    const alert = { id: 'A1', active: true, thresholdValue: 20 };
    expect(local('PUT', `/api/v2/alerts/energyprice/${user}`, undefined, alert)).toEqual({
      data: alert,
    });
    const consumption = { bottomThresholdValue: 2, topThresholdValue: 40 };
    expect(local('PUT', `/api/v2/alerts/consumption/${at}`, undefined, consumption)).toEqual({
      data: consumption,
    });
    const budget = { active: true, budget: 300 };
    expect(
      local(
        'POST',
        `/api/v2/consumption/electricity/${at}/setConsumptionBudget`,
        undefined,
        budget,
      ),
    ).toEqual({ data: budget });
    expect(local('PUT', `/api/v2/production/solar/user/${user}/panel/PV1/unlink/KP1`)).toEqual({
      data: null,
    });
  });

  it('refuses every other write and leaves other reads to the gateway', () => {
    expect(
      local('POST', `/api/v2/servicelocation/user/${user}/name`, undefined, { name: 'Oma' }),
    ).toMatchObject({
      error: { status: 403, problem: { code: 'DEMO_READ_ONLY' } },
    });
    expect(
      local('PUT', `/api/v2/alerts/weightedConsumption/user/${user}/location/KP1`),
    ).toMatchObject({
      error: { problem: { code: 'DEMO_READ_ONLY' } },
    });
    expect(
      local('GET', '/api/v2/energyprice', { year: 2026, month: 11, vat: true }),
    ).toBeUndefined();
    expect(local('GET', `/api/v2/alerts/consumption/user/${user}/location/KP1`)).toBeUndefined();
  });

  it('answers a local read for an argument the export lacks locally, as not found', () => {
    expect(local('GET', `/api/v2/usagereports/user/${user}/location/KP999999`)).toMatchObject({
      error: { status: 404 },
    });
  });
});

describe('demo mode’s base query', () => {
  const api = {} as BaseQueryApi;

  function recorder() {
    const calls: FetchArgs[] = [];
    const raw = jest.fn(async (args: string | FetchArgs) => {
      calls.push(typeof args === 'string' ? { url: args } : args);
      return { data: { ok: true } };
    });
    return { calls, raw: raw as unknown as Parameters<typeof demoBaseQuery>[3] };
  }

  it('sends nothing for the local list nor for a refused write', async () => {
    const { calls, raw } = recorder();
    await demoBaseQuery('/api/v2/me', api, {}, raw);
    await demoBaseQuery(
      { url: `/api/v2/user/${user}/setProperty`, method: 'POST', body: {} },
      api,
      {},
      raw,
    );
    expect(calls).toEqual([]);
  });

  it('reads the rest from the gateway without a cookie, with the demo header', async () => {
    const { calls, raw } = recorder();
    const result = await demoBaseQuery(
      { url: '/api/v2/energyprice', params: { vat: true } },
      api,
      {},
      raw,
    );
    expect(result).toEqual({ data: { ok: true }, meta: undefined });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.credentials).toBe('omit');
    expect(new Headers(calls[0]!.headers as HeadersInit).get('X-Portal-Demo')).toBe('1');
  });
});
