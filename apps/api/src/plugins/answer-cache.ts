import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 answers may be kept per user and URL and served again while the user's data
     * version has not moved (decision 025). Only for GET routes whose answer depends on nothing
     * but the user's data, the URL and the plan (no side effects a reader relies on).
     */
    answerCache?: boolean;
  }
  interface FastifyRequest {
    /** Set when the answer came from the cache (it is not stored again). */
    answeredFromCache: boolean;
  }
}

export interface AnswerCacheOptions {
  /** Largest total size of the kept answers, in bytes; 0 turns the cache off. */
  maxBytes: number;
  /**
   * How long an answer is kept at most, in milliseconds: the bound on what no write announces
   * (a paid period that lapses, another process's `set-plan`, a date that moves on).
   */
  maxAgeMs: number;
  /** The clock (the app's, so tests that move time move the cache's too). */
  now: () => Date;
  /** Marks the user's data as changed (the database's `users.data_version`). */
  touchData: (userId: number) => Promise<void>;
}

interface Kept {
  /** The user's data version the answer was computed under. */
  version: string;
  payload: string | Buffer;
  contentType: string;
  keptAt: number;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function cacheKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || !request.routeOptions.config.answerCache) return null;
  if (request.userId === null || request.dataVersion === null) return null;
  return `${request.userId} ${request.url}`;
}

/**
 * The answer cache (decision 025). Every authenticated request reads the user's data version with
 * its authentication check; a GET of a route that opts in is answered from the answer computed
 * under that same version, if there is one, without running the handler. A request that may
 * write (any method but GET, HEAD and OPTIONS) moves the version before its answer leaves, so the
 * next read of its sender, in this process or another, computes afresh.
 *
 * Why it never serves a stale answer: a reader takes the version before reading any data, and a
 * writer moves the version after its transaction committed. An answer is therefore at least as
 * new as the version it is kept under.
 */
export const answerCachePlugin = fp(
  (app: FastifyInstance, options: AnswerCacheOptions) => {
    app.decorateRequest('answeredFromCache', false);
    const kept =
      options.maxBytes > 0
        ? new LRUCache<string, Kept>({
            maxSize: options.maxBytes,
            sizeCalculation: (entry, key) => entry.payload.length + key.length + 64,
          })
        : null;

    if (kept) {
      app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
        const key = cacheKey(request);
        if (key === null) return;
        const entry = kept.get(key);
        if (!entry) return;
        const fresh = options.now().getTime() - entry.keptAt < options.maxAgeMs;
        if (entry.version !== request.dataVersion || !fresh) {
          kept.delete(key);
          return;
        }
        request.answeredFromCache = true;
        reply.header('content-type', entry.contentType);
        return reply.send(entry.payload);
      });
    }

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.userId !== null && !SAFE_METHODS.has(request.method)) {
        try {
          await options.touchData(request.userId);
        } catch (error) {
          // The write itself is done: answer it. Reads kept before it may be served until they
          // age out (maxAgeMs).
          request.log.error({ err: error }, 'answer cache: the data version did not move');
        }
        return payload;
      }
      if (!kept || request.answeredFromCache || reply.statusCode !== 200) return payload;
      const key = cacheKey(request);
      if (key === null || request.dataVersion === null) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const contentType = reply.getHeader('content-type');
      if (typeof contentType !== 'string') return payload;
      kept.set(key, {
        version: request.dataVersion,
        payload,
        contentType,
        keptAt: options.now().getTime(),
      });
      return payload;
    });
  },
  { name: 'answer-cache', dependencies: ['authentication'] },
);
