import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './config/config.js';

/**
 * No Docker engine runs here, so this checks docker-compose.yml statically: the services exist,
 * the database image and data path are the vendor's current ones (KurrentDB's Dockerfile:
 * VOLUME /var/lib/kurrentdb /var/log/kurrentdb), the database runs secure and stays off the
 * network, ports agree with each other and with the apps' defaults, and the API's connection
 * string reaches the database by its certificate name with its password and CA.
 */
const root = join(import.meta.dirname, '../../..');

interface Service {
  image?: string;
  deploy?: { replicas?: number };
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  command?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  healthcheck?: { test: string[] };
  networks?: { default?: { ipv4_address?: string } };
}

interface Network {
  ipam?: { config?: Array<{ subnet: string; ip_range?: string }> };
}

const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
  networks: Record<string, Network>;
};
const { eventstore, api, web } = compose.services as Record<'eventstore' | 'api' | 'web', Service>;
const proxy = compose.services['api-proxy']!;
const certs = compose.services['eventstore-certs']!;

/** Compose's `${NAME:?message}` and `${NAME:-default}` with these values, as `docker compose` would substitute them. */
function interpolate(text: string, values: Record<string, string> = { EVENTSTORE_PASSWORD: 'f00dfeed' }): string {
  return text.replace(
    /\$\{(\w+)(?::[?-]([^}]*))?\}/g,
    (_, name: string, fallback: string | undefined) => values[name] ?? fallback ?? '',
  );
}

/** "4000:4000" → { address: '0.0.0.0', host: 4000, container: 4000 }; "127.0.0.1:2113:2113" keeps its address. */
function publishedPorts(service: Service) {
  return (service.ports ?? []).map((mapping) => {
    const parts = mapping.split(':');
    const [host, container] = parts.slice(-2).map(Number);
    return { address: parts.length === 3 ? parts[0] : '0.0.0.0', host, container };
  });
}

/** "name:/path:ro" → { volume: 'name', path: '/path' } */
function mounts(service: Service) {
  return (service.volumes ?? []).map((entry) => {
    const [volume, path] = entry.split(':');
    return { volume, path };
  });
}

/** haproxy.cfg as the proxy container gets it (the official image reads this path). */
function proxyConf(): string {
  const mount = (proxy.volumes ?? [])
    .map((entry) => entry.split(':'))
    .find(([, path]) => path === '/usr/local/etc/haproxy/haproxy.cfg');
  return readFileSync(join(root, mount?.[0] ?? ''), 'utf8');
}

function dockerfileOf(service: Service): string {
  return readFileSync(join(root, service.build?.context ?? '.', service.build?.dockerfile ?? ''), 'utf8');
}

describe('docker-compose.yml', () => {
  it('runs KurrentDB from the vendor registry on the data and log paths its image declares', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'api-proxy', 'eventstore', 'eventstore-certs', 'web']);
    expect(eventstore.image).toMatch(/^docker\.kurrent\.io\/kurrent-lts\/kurrentdb:\d+\.\d+\.\d+$/);
    expect(mounts(eventstore)).toEqual(
      expect.arrayContaining([
        { volume: 'eventstore-data', path: '/var/lib/kurrentdb' },
        { volume: 'eventstore-logs', path: '/var/log/kurrentdb' },
      ]),
    );
    expect(eventstore.environment).toMatchObject({ KURRENTDB_CLUSTER_SIZE: '1', KURRENTDB_RUN_PROJECTIONS: 'None' });
    for (const volume of mounts(eventstore).map((m) => m.volume)) expect(compose.volumes).toHaveProperty(volume!);
  });

  it('runs the database secure (TLS and authentication), with a password that is never written in the file', () => {
    const env = eventstore.environment ?? {};
    expect(Object.keys(env).filter((key) => /INSECURE$/.test(key))).toEqual([]);
    expect(env.KURRENTDB_CERTIFICATE_FILE).toBe('/certs/node/node.crt');
    expect(env.KURRENTDB_DEFAULT_ADMIN_PASSWORD).toMatch(/^\$\{EVENTSTORE_PASSWORD:\?/);
    expect(interpolate(env.KURRENTDB_DEFAULT_ADMIN_PASSWORD!)).toBe('f00dfeed');
    // The certificate service makes the node certificate for the name the API connects to.
    expect(certs.command?.join(' ')).toMatch(/create-node .*-dns-names eventstore\b/);
    expect(eventstore.depends_on?.['eventstore-certs']?.condition).toBe('service_completed_successfully');
    expect(eventstore.healthcheck?.test.join(' ')).toContain('https://localhost:2113/health/live');
  });

  it('keeps the database off the network: published on the loopback address only', () => {
    const published = publishedPorts(eventstore);
    expect(published.length).toBeLessThanOrEqual(1);
    for (const port of published) expect(port.address).toBe('127.0.0.1');
  });

  it("points the API's connection string at the database by its certificate name, with the admin password and the CA", () => {
    const url = new URL(interpolate(api.environment?.EVENTSTORE_CONNECTION_STRING ?? ''));
    expect(url.protocol).toBe('esdb:');
    expect([url.hostname, url.username, url.password]).toEqual(['eventstore', 'admin', 'f00dfeed']);
    expect(Number(url.port)).toBe(Number(eventstore.environment?.KURRENTDB_NODE_PORT));
    expect(url.searchParams.get('tls')).toBe('true');
    const caFile = url.searchParams.get('tlsCAFile') ?? '';
    const caMount = mounts(api).find((m) => caFile.startsWith(`${m.path}/`));
    // The API gets the CA certificate only: not the volume holding the node's or the CA's private key.
    expect(caMount?.volume).toBe('eventstore-ca-cert');
    expect(mounts(certs).find((m) => m.volume === 'eventstore-ca-key')?.path).toBe('/ca');
    expect(
      Object.values(compose.services).filter((s) => mounts(s).some((m) => m.volume === 'eventstore-ca-key')),
    ).toEqual([certs]);
    expect(api.depends_on?.eventstore?.condition).toBe('service_healthy');
  });

  it('uses /health (ready only while projections keep up) as the API container healthcheck', () => {
    expect(api.healthcheck?.test.join(' ')).toContain(`localhost:${api.environment?.API_PORT}/health`);
    expect(dockerfileOf(api)).toMatch(/HEALTHCHECK[\s\S]*\/health/);
  });

  it("publishes the API and the web on the apps' default ports", () => {
    const defaults = loadConfig({});
    const apiPort = Number(api.environment?.API_PORT);
    expect(apiPort).toBe(defaults.port);
    expect(publishedPorts(proxy)).toContainEqual({ address: '0.0.0.0', host: apiPort, container: apiPort });
    const webPort = Number(web.environment?.WEB_PORT);
    expect(`http://localhost:${webPort}`).toBe(defaults.corsOrigins[0]);
    expect(publishedPorts(web)).toContainEqual({ address: '0.0.0.0', host: webPort, container: webPort });
  });

  it('lets the web reach the API inside the network and from the browser, and the API accept its origin', () => {
    const apiPort = Number(api.environment?.API_PORT);
    const ssr = new URL(web.environment?.API_URL ?? '');
    expect([ssr.hostname, Number(ssr.port), ssr.pathname]).toEqual(['api-proxy', apiPort, '/graphql']);
    const browser = new URL(web.environment?.NEXT_PUBLIC_API_URL ?? '');
    const hostPort = publishedPorts(proxy).find((p) => p.container === apiPort)?.host;
    expect([browser.hostname, Number(browser.port), browser.pathname]).toEqual(['localhost', hostPort, '/graphql']);
    const webHostPort = publishedPorts(web)[0]?.host;
    const environment = Object.fromEntries(
      Object.entries(api.environment ?? {}).map(([key, value]) => [key, interpolate(value)]),
    );
    const config = loadConfig({ ...environment, EVENTSTORE_CONNECTION_STRING: '' });
    expect(config.corsOrigins).toContain(`http://localhost:${webHostPort}`);
    expect(config.seedDemo).toBe(false);
    expect(web.depends_on?.['api-proxy']).toBeDefined();
  });

  it('gives every API replica the deployment secret from .env, without which production refuses to start', () => {
    const secret = 'f00dfeed'.repeat(8);
    const environment = Object.fromEntries(
      Object.entries(api.environment ?? {}).map(([key, value]) => [
        key,
        interpolate(value, { EVENTSTORE_PASSWORD: 'f00dfeed', CRONICA_DEPLOYMENT_SECRET: secret }),
      ]),
    );
    expect(api.environment?.CRONICA_DEPLOYMENT_SECRET).toMatch(/^\$\{CRONICA_DEPLOYMENT_SECRET:\?/);
    const production = { ...environment, EVENTSTORE_CONNECTION_STRING: '', NODE_ENV: 'production' };
    expect(loadConfig(production).deploymentSecret).toBe(secret);
    expect(() => loadConfig({ ...production, CRONICA_DEPLOYMENT_SECRET: '' })).toThrow(
      /CRONICA_DEPLOYMENT_SECRET is missing: in production every API instance needs the same deployment secret/,
    );
    expect(() => loadConfig({ ...production, CRONICA_DEPLOYMENT_SECRET: 'short' })).toThrow(/32\+/);
  });

  it('builds both apps from Dockerfiles that install, build with Nx and expose the same ports', () => {
    for (const [service, project, port] of [
      [api, 'api', api.environment?.API_PORT],
      [web, 'web', web.environment?.WEB_PORT],
    ] as const) {
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
    expect(mounts(api).some((m) => m.path === dataDir)).toBe(true);
  });

  it('runs two API replicas behind HAProxy, which routes HTTP and WebSockets to ready replicas only, none published on its own', () => {
    expect(api.deploy?.replicas).toBe(2);
    expect(publishedPorts(api)).toEqual([]);
    expect(proxy.image).toMatch(/^haproxy:\d+\.\d+(\.\d+)?-alpine$/);
    // The proxy checks readiness itself (api-proxy.int.spec.ts runs this file in a real HAProxy).
    expect(proxy.depends_on?.api?.condition).toBe('service_started');
    const conf = proxyConf();
    const apiPort = api.environment?.API_PORT;
    // Every replica the network's DNS lists, re-resolved as replicas come and go, each checked on /health.
    expect(conf).toMatch(new RegExp(`server-template api \\d+ api:${apiPort} resolvers docker`));
    expect(conf).toMatch(/nameserver dns 127\.0\.0\.11:53/);
    expect(conf).toMatch(/http-check send meth GET uri \/health/);
    expect(conf).toMatch(/init-state down/);
    expect(conf).toMatch(new RegExp(`bind :${apiPort}\n`));
    // A mutation already sent is never replayed by the proxy: only the client resends it, with its commandId.
    expect(conf).toMatch(/retry-on conn-failure\n/);
  });

  it('lets only the proxy and the web say who the client is: fixed addresses the API trusts, and nobody else’s X-Forwarded-For passed on', () => {
    const proxyAddress = interpolate(proxy.networks?.default?.ipv4_address ?? '');
    const webAddress = interpolate(web.networks?.default?.ipv4_address ?? '');
    const [pool] = compose.networks.default?.ipam?.config ?? [];
    expect(interpolate(pool?.subnet ?? '')).toBe('10.89.23.0/24');
    // Replicas draw their addresses from a range that cannot hand out the fixed ones.
    expect(interpolate(pool?.ip_range ?? '')).toBe('10.89.23.128/25');
    expect([proxyAddress, webAddress]).toEqual(['10.89.23.10', '10.89.23.20']);
    const environment = Object.fromEntries(
      Object.entries(api.environment ?? {}).map(([key, value]) => [key, interpolate(value)]),
    );
    expect(loadConfig({ ...environment, EVENTSTORE_CONNECTION_STRING: '' }).trustProxy).toEqual([
      'loopback',
      proxyAddress,
      webAddress,
    ]);
    // The proxy keeps a client chain from the web only; from anyone else, just the peer's own address.
    expect(interpolate(proxy.environment?.WEB_ADDRESS ?? '')).toBe(webAddress);
    const conf = proxyConf();
    expect(conf).toMatch(
      /http-request del-header X-Forwarded-For unless \{ src "\$\{WEB_ADDRESS\}" \}\n\s*option forwardfor/,
    );
    // The web behind no proxy: its client is the socket's peer.
    expect(web.environment?.WEB_TRUST_PROXY).toBe('none');
    expect(dockerfileOf(web)).toMatch(/CMD \["node", "\/repo\/apps\/web\/server\/main\.mjs"\]/);
  });

  it('shares what the replicas keep through the event store and the api-data volume, never their read models', () => {
    expect(mounts(api)).toContainEqual({ volume: 'api-data', path: api.environment?.DATA_DIR });
    const readModels = api.environment?.READ_MODELS_DIR ?? '';
    expect(readModels).not.toBe(api.environment?.DATA_DIR);
    // Container-local: a shared volume would let two replicas' projections write one file.
    expect(mounts(api).some((m) => readModels.startsWith(m.path ?? '\u0000'))).toBe(false);
    expect(dockerfileOf(api)).toContain(readModels);
  });
});
