import type { SessionPayload } from '@machines/session/session.types';
import type { ApiSchema, PostAnswer, PostBody, PostPath } from '@/lib/api/contract';
import { postJson } from '@/lib/api/request';

/** The calls whose answer is a whole session, by the contract: register, login, verify-login-otp. */
export type SessionPath = {
  [P in PostPath]: PostAnswer<P> extends ApiSchema<'Session'> ? P : never;
}[PostPath];

/** Register, login and verify-login-otp answer the whole session; it must at least name the user. */
export async function postForSession<P extends SessionPath>(
  path: P,
  body: PostBody<P>,
  missingUser: string,
): Promise<SessionPayload> {
  // A remote server may break the contract: the answer is read as possibly incomplete.
  const answer = await postJson<Partial<ApiSchema<'Session'>> | null>(path, body);
  if (!answer?.user) throw new Error(missingUser);
  return { user: answer.user, token: answer.token };
}
