// @vitest-environment node
import { ENDPOINTS, type EndpointName } from '@/api/endpoints';
import { agentEndpoints } from '@/api/endpoints/agent';
import { agentHandlers as agentRoutes } from './agent';
import { handlers } from '.';

describe('the mock handler table', () => {
  it('answers every call of the endpoint table', () => {
    const missing = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => !handlers[name]);
    expect(missing).toEqual([]);
  });

  it('has an agent route behind every lazily loaded agent call', () => {
    expect(Object.keys(agentRoutes).sort()).toEqual(Object.keys(agentEndpoints).sort());
  });
});
