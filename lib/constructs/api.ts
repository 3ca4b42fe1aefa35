import { Duration, NestedStack, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { RouteDefinition, RouteSecret } from '#functions/platform/route';
import type { DataTable } from './data';
import { EMAIL_QUEUE_ENV, ProjectFunction, SECRET_ENV, VIDEO_IDEAS_QUEUE_ENV } from './function';

export interface ApiProps {
  /** The route table (functions/route-table.ts). Every route gets its own function. */
  readonly routes: readonly RouteDefinition[];
  readonly table: DataTable;
  /** Issues the tokens that the JWT authorizer accepts on `user` and `admin` routes. */
  readonly userPool: IUserPool;
  /** The only audience (`aud` / `client_id`) the authorizer accepts. */
  readonly userPoolClient: IUserPoolClient;
  /** The site's origin (APP_URL): checkout return addresses and links in emails. */
  readonly appUrl: string;
  /**
   * The secrets routes may declare (`secrets` in the route table). A route gets read access to
   * the ones it declares, and only those; a secret left undefined stays off (master-auth).
   */
  readonly secrets: Readonly<Record<RouteSecret, ISecret | undefined>>;
  /**
   * The email queue (EmailDelivery). A route that declares `sendsEmail` may send messages to it,
   * and learns its URL in EMAIL_QUEUE_URL; no other route gets either.
   */
  readonly emailQueue: IQueue;
  /** The "Ideas from a video" queue: a route that declares `queuesVideoIdeas` may send to it (VIDEO_IDEAS_QUEUE_URL). */
  readonly videoIdeasQueue: IQueue;
  /**
   * The value CloudFront sends in `x-origin-verify` on every API request. Every route's function
   * may read it (ORIGIN_VERIFY_SECRET_ARN) and refuses a request without it
   * (functions/platform/http/origin.ts): an HTTP API has no resource policy, so this is what keeps
   * callers from going around CloudFront to the execute-api endpoint.
   */
  readonly originVerifySecret: ISecret;
  /**
   * Stage-wide throttling, before any Lambda runs.
   * @default { rateLimit: 100, burstLimit: 200 }
   */
  readonly throttle?: apigw.ThrottleSettings;
  /** @default RetentionDays.THREE_MONTHS */
  readonly accessLogRetention?: RetentionDays;
  /**
   * Repository directories copied into a route's function bundle, by route name, for data files
   * its handler reads at run time (ProjectFunctionProps.assets): `{ adminGenerate: ['content'] }`.
   * @default - none
   */
  readonly assets?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The HTTP API, generated from the route table: one Lambda function per route (its construct id is
 * the route's name), the Cognito JWT authorizer on every `user` and `admin` route, none on `public`
 * ones. The authorizer checks signature, issuer, audience and expiry; the `admin` group is checked
 * in the handler (functions/platform/http/auth.ts), because an HTTP API JWT authorizer can only
 * match OAuth scopes, not `cognito:groups`. A `tokenInBody` route has no authorizer either (it
 * reads only headers): its handler verifies the token itself, with the issuer and client id this
 * construct passes in COGNITO_ISSUER and COGNITO_CLIENT_ID.
 *
 * The API itself (HTTP API, stage, access logs, authorizer) is in the scope's stack; each route's
 * resources are in one of the nested stacks `routeStackOf` names, so the route table can grow
 * without taking the stack past CloudFormation's 500 resources.
 */
export class Api extends Construct {
  public readonly httpApi: apigw.HttpApi;
  public readonly stage: apigw.HttpStage;
  public readonly authorizer: HttpJwtAuthorizer;
  public readonly accessLogs: LogGroup;
  /** Route name → its function. */
  public readonly functions: ReadonlyMap<string, ProjectFunction>;
  /** Route name → its API Gateway route. */
  public readonly routes: ReadonlyMap<string, apigw.HttpRoute>;
  /** The nested stacks that hold the routes' functions, roles, log groups, integrations and routes, by name (`routeStackOf`). */
  public readonly routeStacks: ReadonlyMap<RouteStackName, NestedStack>;
  /**
   * Host name of the default execute-api endpoint, for use as a CloudFront origin only: requests
   * that reach it without CloudFront's `x-origin-verify` header are refused.
   */
  public readonly domainName: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    validateRoutes(this.node.path, props.routes);
    for (const name of Object.keys(props.assets ?? {})) {
      if (!props.routes.some((route) => route.name === name))
        throw new Error(`${this.node.path}: assets are given for "${name}", which is not a route.`);
    }
    const throttle = props.throttle ?? { rateLimit: 100, burstLimit: 200 };
    for (const [name, value] of Object.entries(throttle)) {
      if (value !== undefined && (!Number.isFinite(value) || value <= 0)) {
        throw new Error(`${this.node.path}: throttle.${name} must be a positive number.`);
      }
    }

    // The web app calls the API through CloudFront on its own origin, so no CORS configuration.
    // The id was 'HttpApi' while the routes were in this stack. Moving them to the nested stacks
    // under the same API would fail the deploy: the nested stacks create each route before this
    // stack deletes the old one, and API Gateway refuses a second route with the same key. A new
    // id makes a new API for them instead (README, "Deploy", on the one deploy that moves them).
    this.httpApi = new apigw.HttpApi(this, 'Gateway', {
      description: 'CommentSpark API, generated from functions/route-table.ts',
      createDefaultStage: false,
    });

    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.accessLogRetention ?? RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            userAgent: '$context.identity.userAgent',
            method: '$context.httpMethod',
            path: '$context.path',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationStatus: '$context.integrationStatus',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            userId: '$context.authorizer.claims.sub',
          }),
        ),
      },
    });

    const region = Stack.of(this).region;
    const issuer = `https://cognito-idp.${region}.amazonaws.com/${props.userPool.userPoolId}`;
    this.authorizer = new HttpJwtAuthorizer('CognitoJwt', issuer, { jwtAudience: [props.userPoolClient.userPoolClientId] });

    const functions = new Map<string, ProjectFunction>();
    const httpRoutes = new Map<string, apigw.HttpRoute>();
    const routeStacks = new Map<RouteStackName, NestedStack>();
    for (const route of props.routes) {
      const stackName = routeStackOf(route);
      let routeStack = routeStacks.get(stackName);
      if (!routeStack) {
        routeStack = new NestedStack(this, stackName, {
          description: `${ROUTE_STACKS[stackName]}: one function, role, log group and route each`,
        });
        routeStacks.set(stackName, routeStack);
      }
      const fn = new ProjectFunction(routeStack, route.name, {
        handler: route.handler,
        description: `${route.method} ${route.path} (${route.access})`,
        timeout: Duration.seconds(route.timeoutSeconds ?? DEFAULT_ROUTE_TIMEOUT_SECONDS),
        assets: props.assets?.[route.name],
      });
      const access = route.table ?? 'read';
      fn.bindTable(props.table, access);
      // A read-only route with a rate limit still writes its counters (functions/platform/http/handler.ts).
      if (access === 'read' && !('unlimited' in route.rateLimit)) fn.grantRateLimitCounters(props.table);
      fn.bindSecret(props.originVerifySecret, ORIGIN_VERIFY_SECRET_ENV);
      fn.lambda.addEnvironment('APP_URL', props.appUrl);
      if (route.tokenInBody) {
        // The handler checks the token itself (functions/platform/http/auth-token.ts) against the
        // authorizer's issuer and audience.
        fn.lambda.addEnvironment('COGNITO_ISSUER', issuer);
        fn.lambda.addEnvironment('COGNITO_CLIENT_ID', props.userPoolClient.userPoolClientId);
      }
      const checkedByAuthorizer = route.access !== 'public' && !route.tokenInBody;
      for (const name of route.secrets ?? []) {
        const secret = props.secrets[name];
        if (secret) fn.bindSecret(secret, SECRET_ENV[name]);
      }
      if (route.sendsEmail) fn.bindQueue(props.emailQueue, EMAIL_QUEUE_ENV);
      if (route.queuesVideoIdeas) fn.bindQueue(props.videoIdeasQueue, VIDEO_IDEAS_QUEUE_ENV);
      if (route.userPool && route.userPool.length > 0) {
        // Exactly the declared actions, on this pool only (functions/platform/cognito-admin.ts).
        fn.lambda.addToRolePolicy(
          new iam.PolicyStatement({
            actions: [...new Set(route.userPool)].map((action) => `cognito-idp:${action}`),
            resources: [props.userPool.userPoolArn],
          }),
        );
        fn.lambda.addEnvironment(USER_POOL_ID_ENV, props.userPool.userPoolId);
      }
      const httpRoute = new apigw.HttpRoute(routeStack, `${route.name}Route`, {
        httpApi: this.httpApi,
        routeKey: apigw.HttpRouteKey.with(route.path, apigw.HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.name}Integration`, fn.lambda),
        ...(checkedByAuthorizer ? { authorizer: this.authorizer } : {}),
      });
      if (route.access === 'public') {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is declared access: 'public' in its feature's routes.ts; anyone may call it.`,
        });
      } else if (route.tokenInBody) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason:
            `${route.method} ${route.path} takes the caller's token in the body as well (navigator.sendBeacon cannot set headers), ` +
            "which a JWT authorizer cannot read; its handler verifies the token with the authorizer's checks before anything runs.",
        });
      }
      functions.set(route.name, fn);
      httpRoutes.set(route.name, httpRoute);
    }
    this.functions = functions;
    this.routes = httpRoutes;
    this.routeStacks = routeStacks;
    this.domainName = `${this.httpApi.apiId}.execute-api.${region}.${Stack.of(this).urlSuffix}`;
  }
}

/** The nested stacks that hold the routes' resources, and what each holds. */
const ROUTE_STACKS = {
  AppRoutes: 'CommentSpark API routes for visitors, subscribers and ambassadors',
  AdminRoutes: 'CommentSpark API routes under /api/admin',
} as const;

export type RouteStackName = keyof typeof ROUTE_STACKS;

/**
 * The nested stack that holds a route's resources. Each route costs seven (function, role, policy,
 * log group, permission, integration, route): with the whole table in one stack the route table
 * filled CloudFormation's 500 resources, and even alone in one nested stack it would leave room
 * for only a dozen more routes. Split in two, each stack stays far under its budget
 * (tests/infra/stack.test.ts, "stack size"); a third group is one more entry here.
 *
 * The group follows from the path because the path is part of the route key: a route only moves
 * to another stack when its key changes. A route moved with its key unchanged would break the
 * deploy, since the new stack would create it before the old one deletes it and API Gateway
 * refuses a second route with the same key.
 */
export function routeStackOf(route: Pick<RouteDefinition, 'path'>): RouteStackName {
  return route.path.startsWith('/api/admin/') ? 'AdminRoutes' : 'AppRoutes';
}

/** Read by functions/platform/cognito-admin.ts, in the functions of routes that declare `userPool` actions. */
export const USER_POOL_ID_ENV = 'USER_POOL_ID';

/** Read by functions/platform/http/origin.ts. */
export const ORIGIN_VERIFY_SECRET_ENV = 'ORIGIN_VERIFY_SECRET_ARN';

export const DEFAULT_ROUTE_TIMEOUT_SECONDS = 10;
/**
 * API Gateway ends an HTTP API's Lambda integration after 30 seconds and answers 503, so a
 * function allowed longer would go on working (and spending) for a caller who has been told it
 * failed.
 */
export const MAX_ROUTE_TIMEOUT_SECONDS = 29;

const ROUTE_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/** Fails synth with one clear message instead of a CloudFormation error half-way through a deploy. */
function validateRoutes(path: string, routes: readonly RouteDefinition[]): void {
  if (routes.length === 0) throw new Error(`${path}: the route table is empty.`);
  const names = new Set<string>();
  const keys = new Set<string>();
  for (const route of routes) {
    if (!ROUTE_NAME.test(route.name)) throw new Error(`${path}: route name "${route.name}" must be alphanumeric (it is a construct id).`);
    if (names.has(route.name)) throw new Error(`${path}: route name "${route.name}" is used twice.`);
    names.add(route.name);
    if (!route.path.startsWith('/api/')) throw new Error(`${path}: route ${route.name} path "${route.path}" must start with /api/.`);
    if (route.tokenInBody && route.access === 'public')
      throw new Error(`${path}: route ${route.name} is public; tokenInBody is for signed-in routes.`);
    const timeout = route.timeoutSeconds;
    if (timeout !== undefined && (!Number.isInteger(timeout) || timeout < 1 || timeout > MAX_ROUTE_TIMEOUT_SECONDS)) {
      throw new Error(
        `${path}: route ${route.name} timeoutSeconds must be a whole number from 1 to ${MAX_ROUTE_TIMEOUT_SECONDS} ` +
          `(API Gateway ends the integration after 30 s), got ${timeout}.`,
      );
    }
    const key = `${route.method} ${route.path.replace(/\{\w+\}/g, '{}')}`;
    if (keys.has(key)) throw new Error(`${path}: route ${route.name} repeats "${route.method} ${route.path}".`);
    keys.add(key);
  }
}
