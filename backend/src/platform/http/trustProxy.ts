// How far the server believes the X-Forwarded-* headers, from TRUST_PROXY. Koa believes them all (for ctx.ip,
// ctx.host, ctx.protocol) once `proxy` is on; `maxIpsCount` keeps only the X-Forwarded-For entries the trusted proxies
// appended, so ctx.ip is the address the outermost trusted proxy saw, never one the client wrote in front.
import type { TrustProxy } from '../config';

export function koaProxyOptions(trust: TrustProxy): { proxy: boolean; maxIpsCount: number } {
  return { proxy: trust !== false, maxIpsCount: typeof trust === 'number' ? trust : 0 };
}

/** Production without a trusted proxy can only refuse plain HTTP: say at start-up what to set. */
export function trustProxyWarning(config: { production: boolean; TRUST_PROXY: TrustProxy }): string | undefined {
  if (!config.production || config.TRUST_PROXY !== false) return undefined;
  return (
    'TRUST_PROXY is off, so this server cannot see that a request reached your proxy over HTTPS: in production it ' +
    'redirects plain-HTTP GETs to PUBLIC_URL and refuses other plain-HTTP requests with 403. Behind a proxy or load ' +
    'balancer that terminates TLS, set TRUST_PROXY to the number of proxies in front of the server (TRUST_PROXY=1 for one).'
  );
}
