import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { compilePath, type RouteDefinition } from '#functions/platform/route';
import { routes } from '#functions/route-table';
import type { ErrorBody } from '#functions/shared/schemas';
import { TRIGGER_FUNCTIONS } from './cognito';
import { REPO_ROOT } from './config';

/** Largest body the gateway reads; API Gateway's own limit is 10 MB, ours per route is far lower. */
const MAX_GATEWAY_BODY = 1024 * 1024;
/** Past this much an oversized body is no longer read to the end: the connection is closed instead. */
const MAX_DRAINED_BODY = 10 * 1024 * 1024;

/**
 * Headers only CloudFront may set (the viewer's address, the origin secret). The local stack has no
 * CloudFront in front, so a client that sends them is pretending: they are dropped, as a client
 * cannot get them past CloudFront in the cloud.
 */
const CLOUDFRONT_ONLY_HEADERS = new Set(['cloudfront-viewer-address', 'x-origin-verify']);

type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

/** What the JWT check needs; known only once cognito-local is up, which itself needs the gateway for its triggers. */
export interface GatewayAuth {
  issuer: string;
  jwksUrl: string;
  userPoolClientId: string;
}

export interface LocalGateway {
  url: string;
  server: Server;
  setAuth: (auth: GatewayAuth) => void;
  close: () => Promise<void>;
}

const compiled = (routes as readonly RouteDefinition[]).map((route) => ({ route, ...compilePath(route.path) }));

const triggerModules: Record<string, string> = {
  [TRIGGER_FUNCTIONS.PreSignUp]: 'accounts/handlers/pre-sign-up',
  [TRIGGER_FUNCTIONS.CustomMessage]: 'accounts/handlers/custom-message',
};

const handlers = new Map<string, Promise<LambdaHandler>>();
function loadHandler(modulePath: string): Promise<LambdaHandler> {
  let loaded = handlers.get(modulePath);
  if (!loaded) {
    // An absolute URL, resolved at run time: the same code runs under tsx (npm start) and under
    // vitest's module runner (tests), which would otherwise try to analyse the import itself.
    const url = pathToFileURL(resolve(REPO_ROOT, 'functions', `${modulePath}.ts`)).href;
    loaded = import(/* @vite-ignore */ url).then((m: { handler: LambdaHandler }) => m.handler);
    handlers.set(modulePath, loaded);
  }
  return loaded;
}

function lambdaContext(functionName: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 29_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  // The gateway's own answers (401, 404, 413...) must not be cached any more than the handlers'.
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function gatewayError(res: ServerResponse, status: number, code: string, message: string): void {
  const body: ErrorBody = { error: { code, message } };
  send(res, status, body);
}

/**
 * The body, or null when it is over the limit. An oversized body is still read to its end (and
 * thrown away) so the 413 reaches the client on a connection that stays usable; leaving the loop
 * early would destroy the socket under the client's feet. Beyond MAX_DRAINED_BODY that is not
 * worth it: the caller closes the connection after answering.
 */
async function readBody(req: IncomingMessage): Promise<Buffer | null | 'abandon'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_DRAINED_BODY) return 'abandon';
    if (size <= MAX_GATEWAY_BODY) chunks.push(chunk as Buffer);
  }
  return size > MAX_GATEWAY_BODY ? null : Buffer.concat(chunks);
}

/** Path parameters as API Gateway passes them (decoded), or null for malformed %-encoding. */
function decodeParams(names: readonly string[], values: readonly string[]): Record<string, string> | null {
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i]!)]));
  } catch {
    return null;
  }
}

/** The socket's address, without the IPv4-mapped IPv6 prefix Node reports on dual-stack sockets. */
function socketAddress(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

/**
 * API Gateway's JWT authorizer hands claims to the function as strings, arrays flattened to
 * "[a b]". Doing the same here means the handlers see exactly what they will see in the cloud.
 */
function flattenClaims(payload: JWTPayload): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    out[key] = Array.isArray(value) ? `[${value.join(' ')}]` : String(value);
  }
  return out;
}

/**
 * Serves the route table on one port with the same checks as the cloud: the JWT authorizer
 * (signature via JWKS, issuer, client id, expiry) on user and admin routes, then the very same
 * handler modules the Lambda functions run. It also answers cognito-local's Lambda invocations
 * for the user pool triggers.
 */
export async function startGateway(port: number): Promise<LocalGateway> {
  let auth: (GatewayAuth & { jwks: ReturnType<typeof createRemoteJWKSet> }) | undefined;

  async function verify(authorization: string | undefined): Promise<Record<string, string> | null> {
    const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
    if (!token || !auth) return null;
    try {
      const { payload } = await jwtVerify(token, auth.jwks, { issuer: auth.issuer });
      const audience = payload.token_use === 'access' ? payload.client_id : payload.aud;
      if (audience !== auth.userPoolClientId) return null;
      return flattenClaims(payload);
    } catch {
      return null;
    }
  }

  async function invokeTrigger(name: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const modulePath = triggerModules[name];
    if (!modulePath) return gatewayError(res, 404, 'not_found', `No local function named ${name}`);
    const body = await readBody(req);
    if (!(body instanceof Buffer)) return gatewayError(res, 413, 'payload_too_large', 'The request body is too large.');
    const handler = await loadHandler(modulePath);
    const result = await handler(JSON.parse(body.toString('utf8') || '{}'), lambdaContext(name));
    send(res, 200, result ?? null);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const trigger = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(url.pathname);
    if (trigger && req.method === 'POST') return invokeTrigger(decodeURIComponent(trigger[1]!), req, res);

    const method = (req.method ?? 'GET').toUpperCase();
    const matches = compiled.filter((c) => c.pattern.test(url.pathname));
    const match = matches.find((c) => c.route.method === method);
    if (!match) return gatewayError(res, matches.length ? 405 : 404, matches.length ? 'method_not_allowed' : 'not_found', 'No such route.');

    let claims: Record<string, string> | null = null;
    // As in the cloud, a tokenInBody route has no authorizer: its handler checks the token.
    if (match.route.access !== 'public' && !match.route.tokenInBody) {
      claims = await verify(req.headers.authorization);
      if (!claims) return gatewayError(res, 401, 'unauthorized', 'Sign in to continue.');
    }
    const body = await readBody(req);
    if (body === 'abandon') {
      res.setHeader('connection', 'close');
      return gatewayError(res, 413, 'payload_too_large', 'The request body is too large.');
    }
    if (body === null) return gatewayError(res, 413, 'payload_too_large', 'The request body is too large.');

    const pathParameters = decodeParams(match.names, match.pattern.exec(url.pathname)!.slice(1));
    if (!pathParameters) return gatewayError(res, 400, 'invalid_input', 'The request path is not valid.');
    const query: Record<string, string> = {};
    for (const [key, value] of url.searchParams) query[key] = key in query ? `${query[key]},${value}` : value;
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined && !CLOUDFRONT_ONLY_HEADERS.has(key.toLowerCase()))
        headers[key.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
    }
    const now = new Date();
    const event: APIGatewayProxyEventV2 = {
      version: '2.0',
      routeKey: `${match.route.method} ${match.route.path}`,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      headers,
      ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
      ...(match.names.length ? { pathParameters } : {}),
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: headers.host ?? 'localhost',
        domainPrefix: 'localhost',
        http: { method, path: url.pathname, protocol: 'HTTP/1.1', sourceIp: socketAddress(req), userAgent: headers['user-agent'] ?? '' },
        requestId: randomUUID(),
        routeKey: `${match.route.method} ${match.route.path}`,
        stage: '$default',
        time: now.toISOString(),
        timeEpoch: now.getTime(),
        ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
      } as APIGatewayProxyEventV2['requestContext'],
      body: body.length ? body.toString('utf8') : undefined,
      isBase64Encoded: false,
    };
    const handler = await loadHandler(match.route.handler);
    const result = (await handler(event, lambdaContext(match.route.name))) as APIGatewayProxyStructuredResultV2;
    res.writeHead(result.statusCode ?? 200, (result.headers ?? {}) as Record<string, string>);
    res.end(result.body ?? '');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[gateway]', error);
      if (!res.headersSent) gatewayError(res, 500, 'internal', 'Something went wrong. Please try again later.');
      else res.end();
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveListen());
  });
  return {
    url: `http://localhost:${port}`,
    server,
    setAuth: (config) => {
      auth = { ...config, jwks: createRemoteJWKSet(new URL(config.jwksUrl)) };
    },
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}
