import { describe, expect, it } from 'vitest';
import { createProcessMetrics } from './processMetrics';

const requestsSeries = (text: string) => text.split('\n').filter((line) => line.startsWith('margdarshak_http_requests_total{'));

describe('the request counter', () => {
  it('counts each observed request once, however many scrapes run at the same time', async () => {
    const metrics = createProcessMetrics({ defaults: false });
    const packages = { method: 'GET', route: '/api/packages', status_class: '2xx' } as const;
    for (let i = 0; i < 3; i++) metrics.httpSeconds.observe(packages, 0.001);
    metrics.httpSeconds.observe({ ...packages, status_class: '4xx' }, 0.002);

    const scrapes = await Promise.all([metrics.registry.metrics(), metrics.registry.metrics(), metrics.registry.metrics()]);

    for (const text of scrapes) {
      expect(requestsSeries(text).sort()).toEqual([
        'margdarshak_http_requests_total{method="GET",route="/api/packages",status_class="2xx"} 3',
        'margdarshak_http_requests_total{method="GET",route="/api/packages",status_class="4xx"} 1',
      ]);
    }
  });
});
