import type { AppConfig } from './config';

type FastifyTrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify's trustProxy option. A hop count becomes a function because Fastify 5 ignores a
 * plain number (it trusts nothing, so the proxy's X-Forwarded-Proto would be lost too). With N hops the
 * client's address is the Nth entry from the end of X-Forwarded-For: entries a client wrote itself further
 * left are never read. `true` is one hop, never "every hop".
 */
export function fastifyTrustProxy(setting: AppConfig['trustProxy']): FastifyTrustProxy {
  if (setting === false) return false;
  if (Array.isArray(setting)) return setting;
  const hops = setting === true ? 1 : setting;
  if (hops <= 0) return false;
  return (_address, hop) => hop < hops;
}
