import type { SessionPayload } from '@machines/session/session.types';
import { postJson } from '@/lib/api/request';

/** Register, login and verify-login-otp answer the whole session; it must at least name the user. */
export async function postForSession(
  path: string,
  body: object,
  missingUser: string,
): Promise<SessionPayload> {
  const answer = await postJson<Partial<SessionPayload>>(path, body);
  if (!answer?.user) throw new Error(missingUser);
  return { user: answer.user, token: answer.token };
}
