import { Response, type Server } from 'miragejs';

/** The authentication API. */
export function registerAuthRoutes(server: Server): void {
  server.get('/auth/me', () => new Response(401, {}, { message: 'Not signed in' }));
}
