import { Response, type Request } from 'miragejs';

/** Every error the mock server gives: an HTTP status with a JSON body { message }. */
export function errorResponse(status: number, message: string): Response {
  return new Response(status, { 'Content-Type': 'application/json' }, { message });
}

export function jsonResponse(status: number, body: object): Response {
  return new Response(status, { 'Content-Type': 'application/json' }, body);
}

export type JsonBody = Record<string, unknown>;

/** The request's JSON object body, or a 400 answer saying why it cannot be read. */
export function readBody(request: Request): JsonBody | Response {
  if (!request.requestBody) return {};
  try {
    const body: unknown = JSON.parse(request.requestBody);
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as JsonBody;
  } catch {
    // Falls through to the 400 below.
  }
  return errorResponse(400, 'The request body must be a JSON object.');
}

export function isResponse(value: unknown): value is Response {
  return value instanceof Response;
}

/** A string field, trimmed; '' when missing or not a string. */
export function textField(body: JsonBody, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** The token of an "Authorization: Bearer <token>" header, if any. */
export function bearerToken(request: Request): string | null {
  const headers = request.requestHeaders ?? {};
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'authorization');
  const match = /^Bearer\s+(\S+)$/i.exec(entry?.[1] ?? '');
  return match?.[1] ?? null;
}
