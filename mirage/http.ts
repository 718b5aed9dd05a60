import { Response, type Request } from 'miragejs';

/** Every error the mock server gives: an HTTP status with a JSON body { message }. */
export function errorResponse(status: number, message: string): Response {
  return new Response(status, { 'Content-Type': 'application/json' }, { message });
}

export function jsonResponse(status: number, body: object): Response {
  return new Response(status, { 'Content-Type': 'application/json' }, body);
}

export type JsonBody = Record<string, unknown>;

/**
 * The request's JSON object body, or a 400 answer saying why it cannot be read: no body, not
 * a JSON object, or a field other than `fields` (the contract's request schemas allow no other).
 */
export function readBody(request: Request, fields: readonly string[]): JsonBody | Response {
  let body: unknown;
  try {
    body = JSON.parse(request.requestBody);
  } catch {
    // No body, or not JSON: the 400 below.
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return errorResponse(400, 'The request body must be a JSON object.');
  }
  const unexpected = Object.keys(body).filter((field) => !fields.includes(field));
  if (unexpected.length > 0) {
    const taken = fields.join(', ');
    return errorResponse(
      400,
      `The request body has fields this call does not take: ${unexpected.join(', ')} (it takes ${taken}).`,
    );
  }
  return body as JsonBody;
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
