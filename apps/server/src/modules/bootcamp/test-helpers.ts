import type { BootcampInput } from '@eazy2con/shared/validation/bootcamp';
import { nextIp, type GraphQLResult, type TestApp } from '../../test/test-app';

/** API-test helpers for the bootcamp: the real operations through HTTP. */

export const REGISTRATION = `query { bootcampRegistration { open slotsLeft slotsTotal feeNaira startDate } }`;
const FIELDS = `id accessToken fullName phone email country countryName source whyLearnTheCourse doYouHaveAlaptop
  track trackTitle startDate amountKobo transferOption payment { status txRef } createdAt updatedAt`;
export const CREATE = `mutation ($input: CreateBootcampInput!) { createBootcamp(input: $input) { ${FIELDS} } }`;
export const GET = `query ($id: ID!, $token: String!) { getBootcamp(id: $id, token: $token) { ${FIELDS} } }`;
export const UPDATE = `mutation ($input: UpdateBootcampInput!) { updateBootcamp(input: $input) { ${FIELDS} } }`;

export interface BootcampAnswer {
  id: string;
  accessToken: string | null;
  fullName: string;
  email: string;
  country: string;
  countryName: string;
  whyLearnTheCourse: string | null;
  track: string;
  trackTitle: string;
  startDate: string | null;
  amountKobo: number;
  transferOption: boolean;
  payment: { status: string; txRef: string | null };
}

export interface RegistrationAnswer {
  open: boolean;
  slotsLeft: number;
  slotsTotal: number;
  feeNaira: number;
  startDate: string | null;
}

export const validBootcamp = (email = 'chioma.eze@example.com'): BootcampInput => ({
  fullName: 'Chioma Eze',
  phone: '+234 803 000 2222',
  email,
  country: 'NG',
  source: 'Twitter',
  whyLearnTheCourse: 'Acquire new skill',
  doYouHaveAlaptop: 'Yes',
  track: 'frontend',
});

/** Registers as a new visitor (its own address, so the per-address limit never interferes). */
export function register(
  t: TestApp,
  input: Record<string, unknown>,
): Promise<GraphQLResult<{ createBootcamp: BootcampAnswer }>> {
  return t.gql<{ createBootcamp: BootcampAnswer }>(CREATE, { input }, { ip: nextIp() });
}

export async function registrationState(t: TestApp): Promise<RegistrationAnswer> {
  const res = await t.gql<{ bootcampRegistration: RegistrationAnswer }>(REGISTRATION);
  if (!res.data) throw new Error(`bootcampRegistration failed: ${JSON.stringify(res.errors)}`);
  return res.data.bootcampRegistration;
}
