/**
 * The API's error shape, shared by the API client and the machines' notices: a
 * non-2xx answer becomes an ApiError whose message is "<status>: <body>", and the body is JSON
 * `{ "message": "..." }` with the text a person should read.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The response body (or status text) without the status prefix. */
    readonly body: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The human part of an API error: the JSON body's "message" when there is one, otherwise the
 * body text. Other errors (network failures) give their own message; undefined when empty.
 */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    try {
      const parsed: unknown = JSON.parse(error.body);
      if (
        parsed &&
        typeof parsed === 'object' &&
        'message' in parsed &&
        typeof parsed.message === 'string'
      ) {
        return parsed.message || undefined;
      }
    } catch {
      // Not JSON: the body text is the message.
    }
    return error.body || undefined;
  }
  if (error instanceof Error) return error.message || undefined;
  return undefined;
}
