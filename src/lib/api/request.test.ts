import { Response as MirageResponse, type Server } from 'miragejs';
import { makeServer } from '@mirage/index';
import { TOKEN_KEY } from '../storage';
import { resolveApiUrl } from './config';
import { ApiError, apiRequest, errorMessage, readJson } from './request';

interface Seen {
  headers: Record<string, string>;
  body: string | null;
  withCredentials: boolean;
  url: string;
}

describe('API client against the mock server', () => {
  let server: Server;
  let seen: Seen | null;

  beforeEach(() => {
    server = makeServer({ environment: 'test' });
    seen = null;
    const record = (request: {
      requestHeaders: Record<string, string>;
      requestBody: string | null;
      withCredentials?: boolean;
      url: string;
    }) => {
      seen = {
        headers: Object.fromEntries(
          Object.entries(request.requestHeaders).map(([k, v]) => [k.toLowerCase(), v]),
        ),
        body: request.requestBody,
        withCredentials: Boolean(request.withCredentials),
        url: request.url,
      };
    };
    server.post('/api/echo', (_schema, request) => {
      record(request as never);
      return { ok: true };
    });
    server.get('/api/items/7', (_schema, request) => {
      record(request as never);
      return { id: 7 };
    });
  });

  afterEach(() => server.shutdown());

  it('sends the payload as JSON with JSON headers and credentials', async () => {
    const res = await apiRequest('POST', '/api/echo', { email: 'a@b.example' });
    expect(await res.json()).toEqual({ ok: true });
    expect(seen?.body).toBe('{"email":"a@b.example"}');
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.headers['accept']).toBe('application/json');
    expect(seen?.withCredentials).toBe(true);
  });

  it('resolves a relative path against the page origin', async () => {
    await apiRequest('POST', '/api/echo', {});
    expect(seen?.url).toBe(`${window.location.origin}/api/echo`);
    expect(resolveApiUrl('/api/x', 'https://api.example.com')).toBe(
      'https://api.example.com/api/x',
    );
    expect(resolveApiUrl('https://other.example/api/x')).toBe('https://other.example/api/x');
  });

  it('adds a bearer Authorization header only when a token is stored', async () => {
    await apiRequest('POST', '/api/echo', {});
    expect(seen?.headers['authorization']).toBeUndefined();
    localStorage.setItem(TOKEN_KEY, 'abc123');
    await apiRequest('POST', '/api/echo', {});
    expect(seen?.headers['authorization']).toBe('Bearer abc123');
  });

  it('turns a non-2xx answer into "<status>: <body>"', async () => {
    server.post('/api/echo', () => new MirageResponse(409, {}, { message: 'Taken' }));
    const error = await apiRequest('POST', '/api/echo', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('409: {"message":"Taken"}');
    expect(errorMessage(error)).toBe('Taken');
  });

  it('uses the status text when the body is empty', async () => {
    server.post('/api/echo', () => new MirageResponse(503, {}, ''));
    await expect(apiRequest('POST', '/api/echo', {})).rejects.toThrow(/^503: .+/);
  });

  it('does not retry a failed request', async () => {
    let calls = 0;
    server.post('/api/echo', () => {
      calls += 1;
      return new MirageResponse(500, {}, { message: 'boom' });
    });
    await expect(apiRequest('POST', '/api/echo', {})).rejects.toThrow('500: {"message":"boom"}');
    expect(calls).toBe(1);
  });

  describe('readJson', () => {
    it('joins the query key with "/" and sends the same credentials and token', async () => {
      localStorage.setItem(TOKEN_KEY, 't0k');
      await expect(readJson(['/api', 'items', 7])).resolves.toEqual({ id: 7 });
      expect(seen?.headers['authorization']).toBe('Bearer t0k');
      expect(seen?.withCredentials).toBe(true);
    });

    it('throws on 401 by default and answers null when asked to', async () => {
      server.get('/api/items/7', () => new MirageResponse(401, {}, { message: 'Not signed in' }));
      await expect(readJson(['/api', 'items', 7])).rejects.toThrow(
        '401: {"message":"Not signed in"}',
      );
      await expect(readJson(['/api', 'items', 7], { on401: 'returnNull' })).resolves.toBeNull();
    });

    it('still throws on other errors when 401 answers null', async () => {
      server.get('/api/items/7', () => new MirageResponse(500, {}, 'Server down'));
      await expect(readJson(['/api', 'items', 7], { on401: 'returnNull' })).rejects.toThrow(
        '500: Server down',
      );
    });
  });
});
