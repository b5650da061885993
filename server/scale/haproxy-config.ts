/**
 * The HAProxy configuration of a Clausier cluster: deploy/haproxy.cfg is this
 * function's output for two local instances (haproxy-config.test.ts keeps them equal), and the
 * cluster test runs HAProxy with it. Why each line: README « Passer à plusieurs serveurs ».
 */
export function haproxyConfig({
  bind,
  servers,
  checkIntervalMs = 2_000,
}: {
  bind: string;
  servers: readonly string[];
  checkIntervalMs?: number;
}): string {
  return `# HAProxy in front of several Clausier instances (README « Passer à plusieurs serveurs »).
# Each instance: same DATABASE_URL, REDIS_URL and BETTER_AUTH_SECRET, TRUST_PROXY=true,
# BETTER_AUTH_URL = the public address, and a private PORT that only HAProxy reaches.
global
    maxconn 4096

defaults
    mode http
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    timeout http-request 10s
    # A connection refused by a stopped instance is tried again on another one: the request
    # never reached the first, so nothing runs twice.
    retries 2
    option redispatch

frontend clausier
    bind ${bind}
    # The client's own address for the rate limits and the signature evidence: whatever
    # X-Forwarded-For the client sent is dropped, HAProxy writes the one the instances trust.
    http-request del-header X-Forwarded-For
    option forwardfor
    default_backend instances

backend instances
    balance leastconn
    # An instance stopping (SIGTERM) or losing its database or Redis answers 503 here first and
    # stops getting traffic; it comes back after two good answers.
    option httpchk GET /api/ready
    http-check expect status 200
    default-server inter ${checkIntervalMs}ms fall 2 rise 2
${servers.map((server, i) => `    server clausier${i + 1} ${server} check`).join('\n')}
`;
}
