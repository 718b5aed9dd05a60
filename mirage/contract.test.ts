import { contractOperations } from '@/test/contract';
import { startTestServer } from '@/test/mirage';
import { listEndpoints } from './faults';

describe('the mock server and the API contract (docs/api/openapi.yaml)', () => {
  it('serves exactly the operations the contract describes', () => {
    const { server } = startTestServer();
    const served = listEndpoints(server).map(({ method, path }) => `${method} ${path}`);
    server.shutdown();
    const described = contractOperations().map(({ method, path }) => `${method} ${path}`);
    expect(served.filter((endpoint) => !described.includes(endpoint))).toEqual([]);
    expect(described.filter((endpoint) => !served.includes(endpoint))).toEqual([]);
  });
});
