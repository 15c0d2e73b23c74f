import { setupServer } from 'msw/node';

/**
 * The one MSW server of the web tests (started in setup.ts). Tests and the handlers of
 * `handlers/` add their routes with `server.use(...)`; they are dropped after every test.
 */
export const server = setupServer();

/** What a test sees of a request the app sent, as it went over the wire. */
export interface RecordedRequest {
  method: string;
  /** The path without the query string: `/api/recipes/12/`. */
  path: string;
  /** The query string's parameters (strings, as sent). */
  params: Record<string, string>;
  /** The body parsed as JSON (its text when not JSON; undefined when empty). */
  body: unknown;
  authorization: string | null;
  headers: Headers;
}

/** Every request of the current test, in the order it was sent. */
export const requests: RecordedRequest[] = [];

export function requestsTo(method: string, path: string): RecordedRequest[] {
  return requests.filter((r) => r.method === method.toUpperCase() && r.path === path);
}

/** Requests no handler answered during the current test (setup.ts fails the test on them). */
export const unhandledRequests: string[] = [];

let generation = 0;
let sequence = 0;
const sequenceOf = new WeakMap<RecordedRequest, number>();

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The test each request was sent in (a debounced call may go out after its test ended). */
const sentIn = new WeakMap<Request, number>();

/**
 * Requests that reached MSW while no test had set up a single route: the previous test's last
 * calls (sent before its clean-up, seen by the interceptor only after the routes were dropped, on a
 * loaded machine). They are nobody's to answer, so they fail no test.
 */
const beforeAnyRoute = new WeakSet<Request>();

server.events.on('request:start', ({ request }) => {
  const current = generation;
  sentIn.set(request, current);
  if (server.listHandlers().length === 0) beforeAnyRoute.add(request);
  const order = sequence++;
  const url = new URL(request.url);
  // The body is read before the record is listed, so a test that waits for the request sees
  // its body; the record still takes its place in the order the requests were sent.
  void request
    .clone()
    .text()
    .then((text) => {
      if (current !== generation) return;
      const record: RecordedRequest = {
        method: request.method,
        path: url.pathname,
        params: Object.fromEntries(url.searchParams),
        body: parseBody(text),
        authorization: request.headers.get('Authorization'),
        headers: request.headers,
      };
      sequenceOf.set(record, order);
      const after = requests.findIndex((other) => (sequenceOf.get(other) ?? 0) > order);
      if (after === -1) requests.push(record);
      else requests.splice(after, 0, record);
    });
});

server.events.on('request:unhandled', ({ request }) => {
  if (sentIn.get(request) !== generation || beforeAnyRoute.has(request)) return;
  unhandledRequests.push(`${request.method} ${request.url}`);
});

/** Forgets the finished test's requests and routes (setup.ts, after each test). */
export function resetServer() {
  generation++;
  requests.length = 0;
  unhandledRequests.length = 0;
  server.resetHandlers();
}
