import type { Server } from 'miragejs';
import { registerSessionRoutes } from './session';
import { registerSignInRoutes } from './sign-in';
import { registerSignUpRoutes } from './sign-up';

/** The authentication API: the seven calls of the specification plus auth/me and auth/logout. */
export function registerAuthRoutes(server: Server): void {
  registerSignUpRoutes(server);
  registerSignInRoutes(server);
  registerSessionRoutes(server);
}
