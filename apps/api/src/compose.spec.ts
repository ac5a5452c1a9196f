import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './config/config.js';

/**
 * No Docker engine runs here, so this checks docker-compose.yml statically (issue 2): the
 * services exist, ports agree with each other and with the apps' defaults, and the API's
 * connection string points at the EventStoreDB service.
 */
const root = join(import.meta.dirname, '../../..');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}

const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };
const { eventstore, api, web } = compose.services as Record<'eventstore' | 'api' | 'web', Service>;

/** "4000:4000" → { host: 4000, container: 4000 } */
function publishedPorts(service: Service) {
  return (service.ports ?? []).map((mapping) => {
    const [host, container] = mapping.split(':').map(Number);
    return { host, container };
  });
}

function dockerfileOf(service: Service): string {
  return readFileSync(join(root, service.build?.context ?? '.', service.build?.dockerfile ?? ''), 'utf8');
}

describe('docker-compose.yml', () => {
  it('has EventStoreDB as a single insecure node, the API and the web', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'eventstore', 'web']);
    expect(eventstore.image).toMatch(/^eventstore\/eventstore:\d+\.\d+/);
    expect(eventstore.environment).toMatchObject({ EVENTSTORE_CLUSTER_SIZE: '1', EVENTSTORE_INSECURE: 'true' });
  });

  it("points the API's connection string at the eventstore service and its port, without TLS", () => {
    const url = new URL(api.environment?.EVENTSTORE_CONNECTION_STRING ?? '');
    expect(url.protocol).toBe('esdb:');
    expect(url.hostname).toBe('eventstore');
    const nodePort = Number(eventstore.environment?.EVENTSTORE_NODE_PORT);
    expect(Number(url.port)).toBe(nodePort);
    expect(publishedPorts(eventstore).map((p) => p.container)).toContain(nodePort);
    expect(url.searchParams.get('tls')).toBe('false');
    expect(api.depends_on?.eventstore?.condition).toBe('service_healthy');
  });

  it("publishes the API and the web on the apps' default ports", () => {
    const defaults = loadConfig({});
    const apiPort = Number(api.environment?.API_PORT);
    expect(apiPort).toBe(defaults.port);
    expect(publishedPorts(api)).toContainEqual({ host: apiPort, container: apiPort });
    const webPort = Number(web.environment?.WEB_PORT);
    expect(`http://localhost:${webPort}`).toBe(defaults.corsOrigins[0]);
    expect(publishedPorts(web)).toContainEqual({ host: webPort, container: webPort });
  });

  it('lets the web reach the API inside the network and from the browser, and the API accept its origin', () => {
    const apiPort = Number(api.environment?.API_PORT);
    const ssr = new URL(web.environment?.API_URL ?? '');
    expect([ssr.hostname, Number(ssr.port), ssr.pathname]).toEqual(['api', apiPort, '/graphql']);
    const browser = new URL(web.environment?.NEXT_PUBLIC_API_URL ?? '');
    const hostPort = publishedPorts(api).find((p) => p.container === apiPort)?.host;
    expect([browser.hostname, Number(browser.port), browser.pathname]).toEqual(['localhost', hostPort, '/graphql']);
    const webHostPort = publishedPorts(web)[0]?.host;
    const config = loadConfig({ ...api.environment, EVENTSTORE_CONNECTION_STRING: '' });
    expect(config.corsOrigins).toContain(`http://localhost:${webHostPort}`);
    expect(web.depends_on?.api?.condition).toBe('service_healthy');
  });

  it('builds both apps from Dockerfiles that install, build with Nx and expose the same ports', () => {
    for (const [service, project, port] of [[api, 'api', api.environment?.API_PORT], [web, 'web', web.environment?.WEB_PORT]] as const) {
      expect(service.build?.context).toBe('.');
      expect(existsSync(join(root, service.build?.dockerfile ?? ''))).toBe(true);
      const dockerfile = dockerfileOf(service);
      expect(dockerfile).toMatch(/RUN npm install\b/);
      expect(dockerfile).toContain(`nx run ${project}:build`);
      expect(dockerfile).toMatch(new RegExp(`EXPOSE ${port}\\b`));
    }
    expect(dockerfileOf(api)).toMatch(/CMD \["node", "apps\/api\/dist\/main\.js"\]/);
  });

  it('keeps the API data directory on a volume', () => {
    const dataDir = api.environment?.DATA_DIR;
    expect(api.volumes?.some((volume) => volume.endsWith(`:${dataDir}`))).toBe(true);
  });
});
