import type { LoggedInUser, UserContent, UsePlace } from '../api/types';

export const OWN_USER_ID = 1000001;
export const OTHER_USER_ID = 1000002;

export const me: LoggedInUser = {
  username: 'kuluttaja@demo.example',
  priwattiId: OWN_USER_ID,
  groups: [],
  companies: [],
};

export function makeUsePlace(
  overrides: Partial<UsePlace> & { identifier?: string; name?: string },
) {
  const { identifier = '643000000000000001', name = 'Koti', ...rest } = overrides;
  const place: UsePlace = {
    utilityType: 'ELECTRICITY',
    contentOwnerId: OWN_USER_ID,
    contentType: 'CONTRACTS',
    contractType: 'ELECTRICITY_AND_NETWORK',
    electricityConsumptionAlert: null,
    electricityDisruptionAlert: null,
    districtHeatingDisruptionAlert: null,
    customerServiceNumbers: [
      {
        company: 'VARE',
        companyName: 'Vaasan Energia',
        type: 'CustomerService',
        number: '010 123 4567',
        hours: 'ma–pe klo 8–20, la klo 10–16',
      },
    ],
    location: {
      identifier,
      displayName: name,
      name,
      address: { street: 'Kauppakatu 1', postalCode: '65100', city: 'Vaasa' },
    },
    order: 0,
    ...rest,
  };
  return place;
}

export function userContent(content: UsePlace[]): UserContent {
  return {
    user: {
      customerCodes: [{ companyName: 'Vaasan Energia', company: 'VARE', customerCode: '123456' }],
      name: 'Kalle Kuluttaja',
      email: 'kuluttaja@demo.example',
      phone: '+358401234567',
      priwattiUserId: OWN_USER_ID,
      unreadMessages: 0,
      userVerified: true,
      graphMode: 'AUTOSCALE',
      subscribedToTipsAndTricks: false,
    },
    defaultCustomerServiceNumber: null,
    energyPriceAlert: null,
    energyPriceReport: null,
    generalFeatures: [],
    content,
  };
}

export const threePlaces: UsePlace[] = [
  makeUsePlace({
    identifier: '643000000000000003',
    name: 'Mökki',
    order: 2,
    utilityType: 'ELECTRICITY',
  }),
  makeUsePlace({
    identifier: '643000000000000001',
    name: 'Koti',
    order: 0,
    electricityConsumptionAlert: { topThresholdValue: 1500.5, bottomThresholdValue: 10 },
  }),
  makeUsePlace({
    identifier: 'KL-2001',
    name: 'Äidin kerrostalo',
    order: 1,
    utilityType: 'DISTRICT_HEATING',
    contractType: 'DISTRICT_HEATING',
    contentOwnerId: OTHER_USER_ID,
  }),
];

/** The demo dataset's electricity place features (demo-fixtures/src/dataset/features.rs). */
export const electricityFeatures = [
  'INVOICES',
  'CONTRACTS',
  'CONSUMPTION',
  'MARKET_PRICE',
  'CONSUMPTION_BUDGET',
].map((feature) => ({ feature, enabled: true, readOnly: false, qualifiers: [] }));

/** The demo dataset's user-level features (`general_features`), all on. */
export const userFeatures = [
  'MESSAGES',
  'CHAT',
  'REPRESENTATIVE',
  'CUSTOMER_BENEFITS',
  'FEEDBACK',
].map((feature) => ({ feature, enabled: true, readOnly: false, qualifiers: [] }));
