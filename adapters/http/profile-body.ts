import { toProfile, type User } from '../../domain/user/user.js';
import type { HttpDeps } from './http-deps.js';

/** The profile as every account call answers it: the account plus its customer and plan views. */
export async function profileBody(deps: Pick<HttpDeps, 'services'>, user: User) {
  return { ...toProfile(user), ...(await deps.services.billingProfile.execute(user)) };
}
