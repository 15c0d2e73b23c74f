import { WAIT_TIMEOUT_MS } from '../../../test-timeouts.ts';

/**
 * A steady load on API instances, every answer recorded (test/database-outage.test.ts): health,
 * a list and a create, in turn, spread over the instances and the users.
 */

export type RequestKind = 'health' | 'list' | 'create';

export interface LoadUser {
  headers: { authorization: string };
}

export interface Answer {
  instance: number;
  kind: RequestKind;
  /** Milliseconds since the epoch. */
  sentAt: number;
  answeredAt: number;
  /** 0 when no answer came (a network error or the client's time limit): `error` says which. */
  status: number;
  error?: string;
  retryAfter: string | null;
  body: unknown;
  /** The product a create sent, to find it again when it was acknowledged. */
  name?: string;
  user?: number;
}

export interface Load {
  answers: Answer[];
  /** Stops sending and resolves once every request sent has its answer (or its error). */
  stop(): Promise<void>;
}

// One create, one list, a health check, another create: half of the requests write.
const KINDS: RequestKind[] = ['create', 'list', 'health', 'create'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startLoad(options: {
  ports: number[];
  users: LoadUser[];
  /** Milliseconds between two requests: 50 is 20 requests a second over all the instances. */
  intervalMs: number;
  /** The body of a create, given its unique name. */
  product: (name: string) => object;
  namePrefix: string;
}): Load {
  const { ports, users, intervalMs } = options;
  const answers: Answer[] = [];
  const pending = new Set<Promise<void>>();
  const state = { stopped: false };

  async function send(tick: number): Promise<void> {
    const instance = tick % ports.length;
    const turn = Math.floor(tick / ports.length);
    const kind = KINDS[turn % KINDS.length] ?? 'health';
    const user = turn % users.length;
    const base = `http://127.0.0.1:${ports[instance] ?? 0}/api`;
    const name = kind === 'create' ? `${options.namePrefix} ${tick}` : undefined;
    const headers: Record<string, string> = kind === 'health' ? {} : { ...users[user]?.headers };
    // The answers must not hang: the pool gives up connecting after 5 s (db/postgres-pool.ts).
    const init: RequestInit = { signal: AbortSignal.timeout(WAIT_TIMEOUT_MS), headers };
    const url =
      kind === 'health'
        ? `${base}/health/`
        : kind === 'list'
          ? `${base}/ingredient-instances/?page_size=5`
          : `${base}/ingredient-instances/`;
    if (kind === 'create') {
      init.method = 'POST';
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(options.product(name ?? ''));
    }
    const sentAt = Date.now();
    const answer: Answer = {
      instance,
      kind,
      sentAt,
      answeredAt: sentAt,
      status: 0,
      retryAfter: null,
      body: null,
      ...(kind === 'create' ? { name, user } : kind === 'list' ? { user } : {}),
    };
    try {
      const response = await fetch(url, init);
      const text = await response.text();
      answer.status = response.status;
      answer.retryAfter = response.headers.get('retry-after');
      try {
        answer.body = JSON.parse(text) as unknown;
      } catch {
        answer.body = text;
      }
    } catch (error) {
      answer.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    answer.answeredAt = Date.now();
    answers.push(answer);
  }

  const started = Date.now();
  const loop = (async () => {
    for (let tick = 0; !state.stopped; tick += 1) {
      const request = send(tick).finally(() => pending.delete(request));
      pending.add(request);
      // The load's own pacing, against the clock so a slow tick does not lower the rate.
      await sleep(Math.max(0, started + (tick + 1) * intervalMs - Date.now()));
    }
  })();

  return {
    answers,
    async stop() {
      state.stopped = true;
      await loop;
      await Promise.all(pending);
    },
  };
}
