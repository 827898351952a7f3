import { contractTypeName, utilityTypeName } from './names';

describe('Finnish names', () => {
  it('names utility types', () => {
    expect(utilityTypeName('ELECTRICITY')).toBe('Sähkö');
    expect(utilityTypeName('DISTRICT_HEATING')).toBe('Kaukolämpö');
    expect(utilityTypeName('MICROGENERATION')).toBe('Pientuotanto');
    expect(utilityTypeName('SOLAR')).toBe('Aurinkosähkö');
  });

  it('names contract types', () => {
    expect(contractTypeName('ELECTRICITY')).toBe('Sähkönmyynti');
    expect(contractTypeName('NETWORK')).toBe('Sähkönsiirto');
    expect(contractTypeName('ELECTRICITY_AND_NETWORK')).toBe('Sähkönmyynti ja -siirto');
    expect(contractTypeName('DISTRICT_HEATING')).toBe('Kaukolämpö');
    expect(contractTypeName('MICROGENERATION')).toBe('Pientuotanto');
  });

  it('shows an unknown value as it is and a missing one as a dash', () => {
    expect(contractTypeName('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(utilityTypeName(undefined)).toBe('–');
  });
});
