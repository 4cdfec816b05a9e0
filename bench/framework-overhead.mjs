// docs/ARCHITECTURE.md#performance: /api/health with all global hooks at >= 40 % of bare node:http requests per second.
import { measure, startCharla, startProcess } from './support.mjs';

export async function frameworkOverhead() {
  const bare = await startProcess('bench/bare-http-server.mjs', { PORT: '3901' }, 'http://127.0.0.1:3901/');
  const bareResult = await measure({ url: 'http://127.0.0.1:3901/api/health' });
  await bare.stop();

  const charla = await startCharla(3902);
  // Warm up so the JIT and caches reach steady state before measuring.
  await measure({ url: `${charla.url}/api/health`, duration: 2 });
  const charlaResult = await measure({ url: `${charla.url}/api/health` });
  await charla.stop();

  const ratio = charlaResult.requestsPerSecond / bareResult.requestsPerSecond;
  return {
    name: 'framework overhead: GET /api/health vs bare node:http',
    figures: {
      'bare node:http req/s': Math.round(bareResult.requestsPerSecond),
      'Charla req/s': Math.round(charlaResult.requestsPerSecond),
      ratio: `${(ratio * 100).toFixed(1)} %`,
      'Charla p95 ms': charlaResult.p95.toFixed(2),
      errors: charlaResult.errors,
    },
    pass: ratio >= 0.4 && charlaResult.errors === 0,
    target: '>= 40 % of bare node:http, 0 errors',
  };
}
