import type {
  GetMeApiResponse,
  GetUserContentApiResponse,
  LoginApiResponse,
  SessionStatusApiResponse,
} from './gateway.gen';

/**
 * Names the app uses for the gateway's shapes, derived from the generated operation types so they
 * do not depend on the schema names the gateway's OpenAPI document picks.
 */
export type LoggedInUser = GetMeApiResponse;
export type UserContent = GetUserContentApiResponse;
export type UsePlace = UserContent['content'][number];
export type UtilityType = UsePlace['utilityType'];
export type ContractType = UsePlace['contractType'];
export type CustomerServiceNumber = UsePlace['customerServiceNumbers'][number];
export type LoginResult = LoginApiResponse;
export type SessionStatusResult = SessionStatusApiResponse;
export type { Company, Feature } from './gateway.gen';
