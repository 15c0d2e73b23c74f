import { isIP } from 'node:net';
import type { TrustProxy } from '../config.ts';

/** What the address is read from (a Fastify request is one): `request.ip` and the socket's peer. */
export interface PeerRequest {
  ip: string;
  socket: { remoteAddress?: string | undefined };
}

/**
 * The client address the throttles count on. `request.ip` comes from X-Forwarded-For when the
 * peer is a trusted proxy (TRUST_PROXY); a value that is not an IP address (forged, truncated,
 * 10 000 characters long) is not trusted, and the peer's own address is used instead.
 */
export function clientIp(request: PeerRequest): string {
  if (isIP(request.ip) !== 0) return request.ip;
  const peer = request.socket.remoteAddress;
  return peer && isIP(peer) !== 0 ? peer : 'desconocida';
}

/** TRUST_PROXY in the form Fastify takes: a hop count becomes "trust the n nearest hops". */
export function toFastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
