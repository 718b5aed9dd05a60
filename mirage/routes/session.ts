import type { Server } from 'miragejs';
import { toSessionUser, userForToken } from '../accounts';
import { bearerToken, errorResponse, jsonResponse } from '../http';
import { defineRoute } from './define-route';

/** auth/me (who the bearer token belongs to) and auth/logout (forget the token). */
export function registerSessionRoutes(server: Server): void {
  defineRoute(
    server,
    'get',
    '/auth/me',
    (request, { db, now }) => {
      const user = userForToken(db, bearerToken(request), now);
      if (!user) return errorResponse(401, 'Not signed in');
      return jsonResponse(200, { user: toSessionUser(db, user) });
    },
    // Saves the database so that an expired session deleted here stays deleted after a reload.
    { mutates: true },
  );

  defineRoute(server, 'post', '/auth/logout', (request, { db }) => {
    const token = bearerToken(request);
    if (token) db.authSessions.remove({ token });
    return jsonResponse(200, { signedOut: true });
  });
}
