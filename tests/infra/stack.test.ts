import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import type { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '#functions/platform/route';
import { routes } from '#functions/route-table';
import { rateLimitKeys } from '#functions/platform/rate-limit';
import { TABLE } from '#functions/platform/table/table';
import { ADMIN_GROUP, AMBASSADOR_GROUP, TESTER_GROUP } from '#functions/platform/http/auth';
import { ORIGIN_VERIFY_HEADER } from '#functions/platform/http/origin';
import { buildApp } from '../../lib/app';
import { Api, type ApiProps, routeStackOf } from '../../lib/constructs/api';
import { DataTable } from '../../lib/constructs/data';
import { ProjectFunction } from '../../lib/constructs/function';
import { REPO_ROOT } from '../../lib/paths';
import { RATE_LIMIT_KEY_PREFIX } from '#functions/platform/table/table';
import type { CommentSparkStack } from '../../lib/stack';
import { appTemplate, logicalIdOf as logicalId, resourceCounts } from './templates';

// Managed CloudFront policies, by their fixed AWS ids.
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string; UpdateReplacePolicy?: string };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };

let template: Template;
let stack: CommentSparkStack;

beforeAll(() => {
  // With a sender, as production runs; tests/infra/email.test.ts covers the stack without one.
  stack = buildApp({
    context: { stage: 'test', senderDomain: 'example.com' },
    env: { account: '123456789012', region: 'eu-west-1' },
  }).stack;
  // Synthesizes the app, which also runs cdk-nag: an unacknowledged finding throws here. The
  // routes' resources are in nested stacks: the template holds theirs too (./templates.ts).
  template = appTemplate(stack);
});

function resourcesOf(type: string): Array<[string, Resource]> {
  return Object.entries(template.findResources(type) as Record<string, Resource>);
}

function asArray<T>(value: T | T[]): T[] {
  return Array.isArray(value) ? value : [value];
}

const describeRoute = (route: RouteDefinition) => `${route.method} ${route.path} (${route.access})`;

function functionOf(description: string): Resource {
  const found = resourcesOf('AWS::Lambda::Function').find(([, r]) => r.Properties.Description === description);
  if (!found) throw new Error(`No function described "${description}"`);
  return found[1];
}

function variablesOf(fn: Resource): Record<string, unknown> {
  return (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
}

function policyStatementsOf(roleId: string): Statement[] {
  return resourcesOf('AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties.Roles as Array<{ Ref: string }>).some((role) => role.Ref === roleId))
    .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

function roleOf(fn: Resource): string {
  return (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
}

function statementsOfFunction(fn: Resource): Statement[] {
  return policyStatementsOf(roleOf(fn));
}

/** Where a function's bundle was synthesized: the copy that gets uploaded. */
function bundleDirOf(fn: ProjectFunction): string {
  const asset = fn.lambda.node.findChild('Code') as Asset;
  return join((stack.node.root as App).outdir, asset.assetPath);
}

/** Every data file in content/, relative to the repository (`content/ideas/decor.json`, ...). */
function contentFiles(): string[] {
  return readdirSync(join(REPO_ROOT, 'content'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(REPO_ROOT, join(entry.parentPath, entry.name)))
    .sort();
}

/** The template's resource for a construct (its default child), by logical id. */
function resourceOf(construct: IConstruct): Resource & { DependsOn?: string[] } {
  return template.toJSON().Resources[logicalId(construct)];
}

describe('data: the single table', () => {
  it('is declared from TABLE: keys, TTL and every index', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      TimeToLiveSpecification: { AttributeName: TABLE.timeToLiveAttribute, Enabled: true },
      GlobalSecondaryIndexes: TABLE.indexes.map((index) =>
        Match.objectLike({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        }),
      ),
    });
  });

  it('is on-demand, with point-in-time recovery and deletion protection, and retained on stack deletion', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      }),
    });
  });
});

describe('auth: the user pool', () => {
  it('signs in by email with the spec password rule (8 characters and a digit)', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireNumbers: true,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireSymbols: false,
        },
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      DeletionProtection: 'ACTIVE',
      LambdaConfig: { PreSignUp: Match.anyValue(), CustomMessage: Match.anyValue() },
    });
  });

  it('has the admin and tester groups the handlers check for', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: ADMIN_GROUP });
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: TESTER_GROUP });
  });

  it('has the ambassador group an approval adds the new ambassador to', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
      GroupName: AMBASSADOR_GROUP,
      UserPoolId: { Ref: logicalId(stack.auth.userPool) },
    });
  });

  it('has a public web client with SRP, password and refresh flows and no hosted-UI OAuth', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AllowedOAuthFlows: Match.absent(),
      PreventUserExistenceErrors: 'ENABLED',
    });
    const [[, client]] = resourcesOf('AWS::Cognito::UserPoolClient') as [[string, Resource]];
    expect([...(client.Properties.ExplicitAuthFlows as string[])].sort()).toEqual([
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_PASSWORD_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
  });

  it('issues id and access tokens for an hour at most, and revokes refresh tokens on sign-out', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      RefreshTokenValidity: 43_200,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
      EnableTokenRevocation: true,
    });
  });

  it('gives the CustomMessage trigger the app URL for the reset link', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ APP_URL: Match.anyValue() }) },
    });
  });
});

describe('api: generated from the route table', () => {
  it.each(routes.map((route) => [route.name, route] as const))('%s has its route with the right authorization', (_, route) => {
    const routeKey = `${route.method} ${route.path}`;
    const found = resourcesOf('AWS::ApiGatewayV2::Route').filter(([, r]) => r.Properties.RouteKey === routeKey);
    expect(found, routeKey).toHaveLength(1);
    const properties = found[0]![1].Properties;
    // A tokenInBody route's handler checks the token itself (see the functions test below).
    if (route.access === 'public' || route.tokenInBody) {
      expect(properties.AuthorizationType).toBe('NONE');
      expect(properties.AuthorizerId).toBeUndefined();
    } else {
      expect(properties.AuthorizationType).toBe('JWT');
      expect(properties.AuthorizerId).toBeDefined();
    }
  });

  it('has no route that is not in the route table', () => {
    const keys = resourcesOf('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey);
    expect(keys.sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
  });

  it('gives every route its own function', () => {
    for (const route of routes) {
      template.hasResourceProperties('AWS::Lambda::Function', {
        Description: `${route.method} ${route.path} (${route.access})`,
        Environment: { Variables: Match.objectLike({ TABLE_NAME: Match.anyValue() }) },
      });
    }
  });

  it.each(routes.map((route) => [route.name, route] as const))(
    '%s gets the issuer and client id to check tokens itself only if it takes them in the body',
    (_, route) => {
      const variables = variablesOf(functionOf(describeRoute(route)));
      if (route.tokenInBody) {
        expect(variables.COGNITO_ISSUER).toEqual({
          'Fn::Join': ['', ['https://cognito-idp.eu-west-1.amazonaws.com/', { Ref: logicalId(stack.auth.userPool) }]],
        });
        expect(variables.COGNITO_CLIENT_ID).toEqual({ Ref: logicalId(stack.auth.userPoolClient) });
      } else {
        expect(variables.COGNITO_ISSUER).toBeUndefined();
        expect(variables.COGNITO_CLIENT_ID).toBeUndefined();
      }
    },
  );

  it('lets the events function batch-write the table and nothing wider', () => {
    const [, fn] = resourcesOf('AWS::Lambda::Function').find(([, r]) => r.Properties.Description === 'POST /api/events (user)')!;
    expect((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.TABLE_NAME).toEqual({
      Ref: logicalId(stack.data.table),
    });
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = resourcesOf('AWS::IAM::Policy')
      .filter(([, p]) => (p.Properties.Roles as Array<{ Ref: string }>).some((role) => role.Ref === roleId))
      .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    const tableStatement = statements.find((statement) => asArray(statement.Action).includes('dynamodb:BatchWriteItem'));
    expect(tableStatement, 'a statement granting dynamodb:BatchWriteItem').toBeDefined();
    expect(asArray(tableStatement!.Resource)).toContainEqual({ 'Fn::GetAtt': [logicalId(stack.data.table), 'Arn'] });
    expect(asArray(tableStatement!.Action)).not.toContain('dynamodb:Scan');
  });

  // Restated here rather than imported from lib/constructs/data.ts: this is what each access may do.
  const READ = ['dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:GetItem', 'dynamodb:Query'];
  const READ_WRITE = [...READ, 'dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'].sort();
  const tableStatementsOf = (route: RouteDefinition) =>
    statementsOfFunction(functionOf(describeRoute(route))).filter((statement) =>
      asArray(statement.Action).some((action) => action.startsWith('dynamodb:')),
    );
  const rateLimitCounterStatement = () => ({
    Effect: 'Allow',
    Action: 'dynamodb:UpdateItem',
    Resource: { 'Fn::GetAtt': [logicalId(stack.data.table), 'Arn'] },
    Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['RATE#*'] } },
  });

  it.each(routes.map((route) => [route.name, route] as const))(
    '%s may do to the table exactly what its declared access allows',
    (_, route) => {
      const statements = tableStatementsOf(route);
      const unconditioned = [
        ...new Set(statements.filter((statement) => !statement.Condition).flatMap((statement) => asArray(statement.Action))),
      ].sort();
      const conditioned = statements.filter((statement) => statement.Condition);
      const access = route.table ?? 'read';
      expect(unconditioned).toEqual(access === 'readWrite' ? READ_WRITE : READ);
      // A read route that is rate-limited may update its RATE# counters, and no other item.
      const counts = access === 'read' && !('unlimited' in route.rateLimit);
      expect(conditioned).toEqual(counts ? [rateLimitCounterStatement()] : []);
    },
  );

  it.each(routes.map((route) => [route.name, route] as const))(
    '%s may call exactly its declared user-pool actions, on this pool only',
    (_, route) => {
      const fn = functionOf(describeRoute(route));
      const statements = statementsOfFunction(fn).filter((statement) =>
        asArray(statement.Action).some((action) => action.startsWith('cognito-idp:')),
      );
      const declared = route.userPool ?? [];
      expect(statements.flatMap((statement) => asArray(statement.Action)).sort()).toEqual(
        declared.map((action) => `cognito-idp:${action}`).sort(),
      );
      for (const statement of statements)
        expect(asArray(statement.Resource)).toEqual([{ 'Fn::GetAtt': [logicalId(stack.auth.userPool), 'Arn'] }]);
      expect(variablesOf(fn).USER_POOL_ID).toEqual(declared.length > 0 ? { Ref: logicalId(stack.auth.userPool) } : undefined);
    },
  );

  it('lets the application and approval routes and the support request (the admins to notify) use the pool, and no other route', () => {
    expect(
      routes
        .filter((route) => route.userPool?.length)
        .map((route) => route.name)
        .sort(),
    ).toEqual(['adminApproveApplication', 'submitAmbassadorApplication', 'submitSupportRequest']);
  });

  it('lets health write nothing at all', () => {
    const statements = tableStatementsOf(routes.find((route) => route.name === 'health')!);
    expect(statements.flatMap((statement) => asArray(statement.Action)).filter((action) => !READ.includes(action))).toEqual([]);
  });

  it('limits the counter grant to the partition-key prefix the data layer uses', () => {
    expect(RATE_LIMIT_KEY_PREFIX).toBe('RATE#');
    expect(rateLimitKeys.window('route', 'ip#192.0.2.1', 0).PK.startsWith(RATE_LIMIT_KEY_PREFIX)).toBe(true);
  });

  it('checks Cognito tokens for this pool and this client only', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: logicalId(stack.auth.userPoolClient) }],
        Issuer: {
          'Fn::Join': ['', Match.arrayWith(['https://cognito-idp.eu-west-1.amazonaws.com/', { Ref: logicalId(stack.auth.userPool) }])],
        },
      },
    });
  });

  it.each(routes.map((route) => [route.name, route] as const))(
    '%s may run for its declared timeout, 10 seconds unless it says otherwise',
    (_, route) => {
      expect(functionOf(describeRoute(route)).Properties.Timeout).toBe(route.timeoutSeconds ?? 10);
    },
  );

  it("gives adminGenerate 29 seconds, just inside API Gateway's 30-second integration limit", () => {
    expect(functionOf('POST /api/admin/generate (admin)').Properties.Timeout).toBe(29);
  });

  /** An Api of its own in a scratch stack, nothing bundled unless it gets that far. */
  const scratchApi = (props: Partial<ApiProps>) => () => {
    const scratch = new Stack(new App(), 'Scratch');
    const userPool = new UserPool(scratch, 'Pool');
    return new Api(scratch, 'Api', {
      routes,
      table: new DataTable(scratch, 'Data'),
      userPool,
      userPoolClient: userPool.addClient('Client'),
      appUrl: 'https://app.example.com',
      secrets: { stripe: undefined, masterAuth: undefined, openai: undefined, emailLinks: undefined, youtube: undefined },
      emailQueue: new Queue(scratch, 'EmailQueue'),
      videoIdeasQueue: new Queue(scratch, 'VideoIdeasQueue'),
      originVerifySecret: Secret.fromSecretCompleteArn(
        scratch,
        'OriginVerify',
        'arn:aws:secretsmanager:eu-west-1:123456789012:secret:origin-AbCdEf',
      ),
      ...props,
    });
  };

  it.each([30, 0, 2.5])('refuses at synth a route timeout of %s seconds', (timeoutSeconds) => {
    const build = scratchApi({ routes: routes.map((route) => (route.name === 'adminGenerate' ? { ...route, timeoutSeconds } : route)) });
    expect(build).toThrow(/route adminGenerate timeoutSeconds must be a whole number from 1 to 29/);
  });

  it('refuses at synth assets for a route the table does not have', () => {
    expect(scratchApi({ assets: { adminGenrate: ['content'] } })).toThrow(
      'Scratch/Api: assets are given for "adminGenrate", which is not a route.',
    );
  });

  it('logs access and throttles on the stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context\\.requestId') },
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
  });
});

describe('stack size', () => {
  // CloudFormation refuses a stack of more than 500 resources, and CDK a synth of one. The budget
  // leaves room to split before a change hits that wall in the middle of a feature.
  const BUDGET = 450;

  it(`keeps the stack and each nested stack within ${BUDGET} resources`, () => {
    const counts = resourceCounts(stack);
    expect(counts.map(({ path }) => path).sort()).toEqual([
      'CommentSparkStack',
      'CommentSparkStack/Api/AdminRoutes',
      'CommentSparkStack/Api/AppRoutes',
    ]);
    for (const { path, count } of counts) {
      expect(
        count,
        `${path} has ${count} resources, over its budget of ${BUDGET} (CloudFormation's limit is 500). Give a group of routes ` +
          'a nested stack of its own (lib/constructs/api.ts, routeStackOf), or move a construct of the parent into one.',
      ).toBeLessThanOrEqual(BUDGET);
    }
  });

  it("puts each route's function and route in the nested stack routeStackOf names, and none in the parent", () => {
    const parent = Template.fromStack(stack);
    expect(Object.keys(parent.findResources('AWS::ApiGatewayV2::Route'))).toEqual([]);
    expect(Object.keys(parent.findResources('AWS::ApiGatewayV2::Integration'))).toEqual([]);
    for (const route of routes) {
      const nested = Template.fromStack(stack.api.routeStacks.get(routeStackOf(route))!);
      nested.hasResourceProperties('AWS::Lambda::Function', { Description: describeRoute(route) });
      nested.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: `${route.method} ${route.path}` });
    }
  });

  it('groups routes by path, so a route only changes stacks when its key changes too', () => {
    expect(routeStackOf({ path: '/api/admin/summary' })).toBe('AdminRoutes');
    expect(routeStackOf({ path: '/api/administrators' })).toBe('AppRoutes');
    expect(routeStackOf({ path: '/api/me' })).toBe('AppRoutes');
  });

  it('keeps the HTTP API, its stage and authorizer in the parent, for CloudFront to point at', () => {
    const parent = Template.fromStack(stack);
    for (const type of ['AWS::ApiGatewayV2::Api', 'AWS::ApiGatewayV2::Stage', 'AWS::ApiGatewayV2::Authorizer'])
      parent.resourceCountIs(type, 1);
  });
});

describe('functions', () => {
  // aws-cdk-lib's own Trigger and AwsCustomResource providers (runtimes chosen by CDK) are not ours.
  const isCdkProvider = (id: string) =>
    id.startsWith('AWSCDKTriggerCustomResourceProvider') || id.startsWith('AWS679f53fac002430cb0da5b7982bd2287');
  const nodeFunctions = (): Resource[] =>
    resourcesOf('AWS::Lambda::Function')
      .filter(([id, r]) => String(r.Properties.Runtime).startsWith('nodejs') && !isCdkProvider(id))
      .map(([, r]) => r);

  it("are one per route, the two Cognito triggers, the generate, personal ideas, reconcile, payout, ingest, refresh and own-channel jobs, the video-ideas worker, the seed's invoker and the three email functions", () => {
    expect(nodeFunctions()).toHaveLength(routes.length + 15);
  });

  it('all run Node 22 on arm64 with their own log group', () => {
    for (const fn of nodeFunctions()) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
      });
    }
  });

  it('turn source maps on wherever the code is a bundle (all but the inline seed invoker)', () => {
    const bundled = nodeFunctions().filter((fn) => !('ZipFile' in (fn.Properties.Code as object)));
    expect(bundled).toHaveLength(routes.length + 14);
    for (const fn of bundled) expect(variablesOf(fn).NODE_OPTIONS).toBe('--enable-source-maps');
  });

  it('carry content/ beside the bundle where the code reads it (the generate job, which the seed runs, the personal ideas job, the generation tester, the YouTube jobs, the video-ideas worker and routes, the Sources routes, the creator profile routes and the routes that learn from feedback), and nowhere else', () => {
    const readers = new Set([
      stack.generateJob.fn,
      stack.personalJob.fn,
      stack.api.functions.get('adminGenerate')!,
      stack.ingestJob.fn,
      stack.refreshCorpusJob.fn,
      stack.ownChannelJob.fn,
      // The performance job and the analytics route: hook styles and claims (content/analytics), format names.
      stack.performanceJob.fn,
      stack.api.functions.get('myAnalytics')!,
      stack.videoIdeas.worker,
      stack.api.functions.get('requestVideoIdeas')!,
      stack.api.functions.get('listVideoIdeas')!,
      stack.api.functions.get('getMyProfile')!,
      stack.api.functions.get('putMyProfile')!,
      stack.api.functions.get('adminSources')!,
      stack.api.functions.get('adminAddSourceVideo')!,
      stack.api.functions.get('adminAddSourceChannel')!,
      // A shared idea's traits, which "Filmed it", "Not for me" and the stars teach, are read with the content files.
      stack.api.functions.get('setIdeaFeedbackAction')!,
      stack.api.functions.get('rateIdea')!,
      stack.api.functions.get('feedbackFromEmail')!,
      stack.api.functions.get('rateFromEmail')!,
      // The year plan: the shipped seasonal moments and the knowledge topics it matches ideas on.
      stack.api.functions.get('getYearPlan')!,
      stack.api.functions.get('adminGetSeasons')!,
      stack.api.functions.get('adminSetSeasons')!,
      stack.api.functions.get('adminResetSeasons')!,
    ]);
    const functions = stack.node.findAll().filter((construct): construct is ProjectFunction => construct instanceof ProjectFunction);
    expect(functions.length).toBeGreaterThan(routes.length);
    expect(contentFiles().length).toBeGreaterThan(20);
    for (const fn of functions) {
      const bundle = bundleDirOf(fn);
      expect(existsSync(join(bundle, 'index.mjs')), fn.node.path).toBe(true);
      if (readers.has(fn)) for (const file of contentFiles()) expect(existsSync(join(bundle, file)), `${fn.node.path}: ${file}`).toBe(true);
      else expect(existsSync(join(bundle, 'content')), fn.node.path).toBe(false);
    }
  });

  it('have log groups with a retention period', () => {
    for (const [, group] of resourcesOf('AWS::Logs::LogGroup')) {
      expect(group.Properties.RetentionInDays).toEqual(expect.any(Number));
    }
  });

  it('have no active tracing: nothing is instrumented for X-Ray', () => {
    const traced = resourcesOf('AWS::Lambda::Function').filter(
      ([, fn]) => (fn.Properties.TracingConfig as { Mode?: string } | undefined)?.Mode === 'Active',
    );
    expect(traced.map(([id]) => id)).toEqual([]);
  });

  // An account-level action with no resource type: IAM takes only "*" (tests/infra/email.test.ts
  // checks that one role alone has it, and nothing else).
  const ACCOUNT_LEVEL_ACTIONS = new Set(['ses:PutAccountSuppressionAttributes']);

  it('never grant anything on Resource "*" (the CDK deployment helper and account-level SES settings aside)', () => {
    const offenders: string[] = [];
    for (const [id, policy] of resourcesOf('AWS::IAM::Policy')) {
      if (id.startsWith('CustomCDKBucketDeployment')) continue;
      for (const statement of (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement) {
        if (asArray(statement.Action).every((action) => ACCOUNT_LEVEL_ACTIONS.has(action))) continue;
        if (asArray(statement.Resource).includes('*')) offenders.push(`${id}: ${asArray(statement.Action).join(', ')}`);
      }
    }
    for (const [id, role] of resourcesOf('AWS::IAM::Role')) {
      for (const inline of (role.Properties.Policies as Array<{ PolicyDocument: { Statement: Statement[] } }> | undefined) ?? []) {
        for (const statement of inline.PolicyDocument.Statement) {
          if (asArray(statement.Resource).includes('*')) offenders.push(`${id}: ${asArray(statement.Action).join(', ')}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('never Scan (only the seed function, for its deploy-time migrations, on the base table), nor any dynamodb:* wildcard', () => {
    const statements = resourcesOf('AWS::IAM::Policy').flatMap(
      ([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    );
    const actions = statements.flatMap((s) => asArray(s.Action));
    expect(actions.filter((action) => action.startsWith('dynamodb:'))).not.toHaveLength(0);
    expect(actions.filter((action) => action === 'dynamodb:*')).toEqual([]);
    const scans = statements.filter((s) => asArray(s.Action).includes('dynamodb:Scan'));
    expect(scans).toHaveLength(1);
    expect(asArray(scans[0]!.Action)).toEqual(['dynamodb:Scan']);
    expect(asArray(scans[0]!.Resource)).toEqual([{ 'Fn::GetAtt': [logicalId(stack.data.table), 'Arn'] }]);
    const withScan = nodeFunctions().filter((fn) => statementsOfFunction(fn).some((s) => asArray(s.Action).includes('dynamodb:Scan')));
    expect(withScan).toEqual([resourceOf(stack.generateJob.fn.lambda)]);
  });
});

describe('secrets', () => {
  const stripeSecretRef = () => ({ Ref: logicalId(stack.stripeSecret) });

  it('keeps the Stripe keys in one secret whose template value is an empty object', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', { SecretString: '{}' });
  });

  it.each(routes.map((route) => [route.name, route] as const))('%s reads the Stripe secret only if it declares it', (_, route) => {
    const fn = functionOf(describeRoute(route));
    const variables = variablesOf(fn);
    const readsSecret = statementsOfFunction(fn).some(
      (statement) =>
        asArray(statement.Action).includes('secretsmanager:GetSecretValue') &&
        JSON.stringify(statement.Resource) === JSON.stringify(stripeSecretRef()),
    );
    const declared = (route.secrets ?? []).includes('stripe');
    expect(readsSecret).toBe(declared);
    expect(variables.STRIPE_SECRET_ARN).toEqual(declared ? stripeSecretRef() : undefined);
    expect(variables.APP_URL).toBeDefined();
  });

  const openAiSecretRef = () => ({ Ref: logicalId(stack.openAiSecret) });
  const readsOpenAiKey = (statement: Statement) =>
    asArray(statement.Action).includes('secretsmanager:GetSecretValue') &&
    JSON.stringify(statement.Resource) === JSON.stringify(openAiSecretRef());

  it('keeps the OpenAI key in its own secret whose template value is an empty object', () => {
    expect(resourceOf(stack.openAiSecret).Properties).toMatchObject({
      SecretString: '{}',
      Description: expect.stringContaining('{"apiKey": "sk-..."}'),
    });
  });

  it.each(routes.map((route) => [route.name, route] as const))('%s reads the OpenAI key only if it declares it', (_, route) => {
    const fn = functionOf(describeRoute(route));
    const declared = (route.secrets ?? []).includes('openai');
    expect(statementsOfFunction(fn).some(readsOpenAiKey)).toBe(declared);
    expect(variablesOf(fn).OPENAI_SECRET_ARN).toEqual(declared ? openAiSecretRef() : undefined);
  });

  it('lets exactly six roles read the OpenAI key: the adminGenerate, adminChat and myChat routes, the generate job, the personal ideas job and the video-ideas worker', () => {
    const readers = resourcesOf('AWS::IAM::Policy')
      .filter(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement.some(readsOpenAiKey))
      .flatMap(([, policy]) => (policy.Properties.Roles as Array<{ Ref: string }>).map((role) => role.Ref));
    const generateJob = resourceOf(stack.generateJob.fn.lambda);
    expect(readers.sort()).toEqual(
      [
        roleOf(functionOf('POST /api/admin/generate (admin)')),
        roleOf(functionOf('POST /api/admin/chat (admin)')),
        roleOf(functionOf('POST /api/me/profile/chat (user)')),
        roleOf(generateJob),
        roleOf(resourceOf(stack.videoIdeas.worker.lambda)),
        roleOf(resourceOf(stack.personalJob.fn.lambda)),
      ].sort(),
    );
    expect(variablesOf(generateJob).OPENAI_SECRET_ARN).toEqual(openAiSecretRef());
  });

  it('leaves master-auth off unless a master secret ARN is given', () => {
    expect(variablesOf(functionOf('POST /api/auth/master (public)')).MASTER_AUTH_SECRET_ARN).toBeUndefined();
    const arn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:master-AbCdEf';
    const withSecret = appTemplate(
      buildApp({ context: { stage: 'test', masterAuthSecretArn: arn }, env: { account: '123456789012', region: 'eu-west-1' } }).stack,
    );
    withSecret.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'POST /api/auth/master (public)',
      Environment: { Variables: Match.objectLike({ MASTER_AUTH_SECRET_ARN: arn }) },
    });
    withSecret.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Action: Match.arrayWith(['secretsmanager:GetSecretValue']), Resource: arn })]),
      },
    });
  });
});

describe('the API answers only through CloudFront', () => {
  const originVerifyRef = () => ({ Ref: logicalId(stack.originVerifySecret) });
  const apiOrigin = () => {
    const [[, distribution]] = resourcesOf('AWS::CloudFront::Distribution') as [[string, Resource]];
    const origins = (distribution.Properties.DistributionConfig as { Origins: Array<Record<string, unknown>> }).Origins;
    return origins.find((origin) => JSON.stringify(origin.DomainName).includes(`{"Ref":"${logicalId(stack.api.httpApi)}"}`))!;
  };

  it('generates the origin-verify value in Secrets Manager, so the template never holds it', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: Match.anyValue(), ExcludePunctuation: true }),
      SecretString: Match.absent(),
    });
  });

  it('has CloudFront send x-origin-verify from a dynamic reference to that secret', () => {
    const headers = apiOrigin().OriginCustomHeaders as Array<{ HeaderName: string; HeaderValue: unknown }>;
    expect(headers.map((header) => header.HeaderName)).toEqual([ORIGIN_VERIFY_HEADER]);
    expect(headers[0]!.HeaderValue).toEqual({ 'Fn::Join': ['', ['{{resolve:secretsmanager:', originVerifyRef(), ':SecretString:::}}']] });
  });

  it.each(routes.map((route) => [route.name, route] as const))('%s gets ORIGIN_VERIFY_SECRET_ARN and may read that secret', (_, route) => {
    const fn = functionOf(describeRoute(route));
    expect(variablesOf(fn).ORIGIN_VERIFY_SECRET_ARN).toEqual(originVerifyRef());
    const reads = statementsOfFunction(fn).some(
      (statement) =>
        asArray(statement.Action).includes('secretsmanager:GetSecretValue') &&
        JSON.stringify(statement.Resource) === JSON.stringify(originVerifyRef()),
    );
    expect(reads).toBe(true);
  });

  it('puts no literal value in any origin header', () => {
    expect(JSON.stringify(template.toJSON())).not.toMatch(/"HeaderValue":"/);
  });
});

describe('web: CloudFront in front of the bucket and the API', () => {
  const headersPolicy = (construct: IConstruct) =>
    template.toJSON().Resources[logicalId(construct)].Properties.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      CustomHeadersConfig: { Items: Array<{ Header: string; Value: string; Override: boolean }> };
    };
  const customHeader = (construct: IConstruct, name: string) =>
    headersPolicy(construct).CustomHeadersConfig.Items.find((item) => item.Header.toLowerCase() === name.toLowerCase());
  const directives = (csp: string) =>
    new Map(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );
  const sitePolicy = () => stack.web.responseHeadersPolicy;
  const apiPolicy = () => stack.web.apiResponseHeadersPolicy;

  it('sends the site a CSP that allows only this origin and the Cognito endpoint to be reached', () => {
    const csp = headersPolicy(sitePolicy()).SecurityHeadersConfig.ContentSecurityPolicy!;
    expect(csp.Override).toBe(true);
    const policy = directives(csp.ContentSecurityPolicy as string);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // No inline script and no third-party script: the prerendered pages need neither.
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://cognito-idp.eu-west-1.amazonaws.com']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
  });

  it.each([
    ['site', sitePolicy],
    ['API', apiPolicy],
  ] as const)('sends %s responses HSTS for two years with subdomains and preload, and the usual hardening', (_, policy) => {
    const security = headersPolicy(policy()).SecurityHeadersConfig;
    expect(security.StrictTransportSecurity).toEqual({
      AccessControlMaxAgeSec: 63_072_000,
      IncludeSubdomains: true,
      Preload: true,
      Override: true,
    });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(security.ReferrerPolicy).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
  });

  it.each([
    ['site', sitePolicy],
    ['API', apiPolicy],
  ] as const)('denies the %s every powerful browser feature and isolates its window', (_, policy) => {
    const permissions = customHeader(policy(), 'Permissions-Policy');
    expect(permissions?.Override).toBe(true);
    const features = new Map(permissions!.Value.split(',').map((entry) => entry.trim().split('=') as [string, string]));
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture']) {
      expect(features.get(feature), feature).toBe('()');
    }
    expect([...features.values()].every((allow) => allow === '()')).toBe(true);
    expect(customHeader(policy(), 'Cross-Origin-Opener-Policy')).toEqual({
      Header: 'Cross-Origin-Opener-Policy',
      Value: 'same-origin',
      Override: true,
    });
  });

  it("makes every /api answer uncacheable, API Gateway's own 401 and 404 included", () => {
    expect(customHeader(apiPolicy(), 'Cache-Control')).toEqual({ Header: 'Cache-Control', Value: 'no-store', Override: true });
    expect(customHeader(sitePolicy(), 'Cache-Control')).toBeUndefined();
    const csp = headersPolicy(apiPolicy()).SecurityHeadersConfig.ContentSecurityPolicy!;
    expect(directives(csp.ContentSecurityPolicy as string).get('default-src')).toEqual(["'none'"]);
  });

  it('routes /api/* to the HTTP API uncached, with every method, the viewer headers except Host, and the API headers policy', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({ ResponseHeadersPolicyId: { Ref: logicalId(sitePolicy()) } }),
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            CachePolicyId: CACHING_DISABLED,
            // The managed policy adds CloudFront's viewer location headers, CloudFront-Viewer-Address
            // among them (AWS: "Use managed origin request policies", AllViewerExceptHostHeader).
            OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
            ResponseHeadersPolicyId: { Ref: logicalId(apiPolicy()) },
          }),
        ],
        Origins: Match.arrayWith([
          Match.objectLike({
            DomainName: { 'Fn::Join': ['', Match.arrayWith([{ Ref: logicalId(stack.api.httpApi) }])] },
            CustomOriginConfig: Match.objectLike({ OriginProtocolPolicy: 'https-only' }),
          }),
        ]),
      }),
    });
  });

  it('serves the private bucket through Origin Access Control with the SPA rewrite on viewer requests', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: Match.anyValue() }],
        }),
        CustomErrorResponses: Match.absent(),
      }),
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: Match.anyValue(),
    });
  });

  it('writes config.json from the pool and client of this stack', () => {
    const deployments = resourcesOf('Custom::CDKBucketDeployment')
      .map(([, r]) => r.Properties)
      .filter((p) => JSON.stringify(p.DistributionPaths) === JSON.stringify(['/config.json']));
    expect(deployments).toHaveLength(1);
    const config = deployments[0]!;
    expect(config.Prune).toBe(false);
    const refs = Object.values((config.SourceMarkers as Array<Record<string, unknown>>)[0]!);
    expect(refs).toEqual(expect.arrayContaining([{ Ref: logicalId(stack.auth.userPool) }, { Ref: logicalId(stack.auth.userPoolClient) }]));
  });
});

describe('jobs: generate', () => {
  const job = () => stack.generateJob;
  const queueArn = () => ({ 'Fn::GetAtt': [logicalId(job().deadLetterQueue), 'Arn'] });

  it('runs jobs/generate daily at 05:00 UTC, on time (no flexible window), with the event {}', () => {
    expect(resourceOf(job().schedule).Properties).toMatchObject({
      ScheduleExpression: 'cron(0 5 * * ? *)',
      ScheduleExpressionTimezone: 'Etc/UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
      Target: { Arn: { 'Fn::GetAtt': [logicalId(job().fn.lambda), 'Arn'] }, Input: '{}' },
    });
  });

  it('retries handing the event over for an hour, then leaves it in the dead-letter queue', () => {
    expect(resourceOf(job().schedule).Properties.Target).toMatchObject({
      RetryPolicy: { MaximumRetryAttempts: 5, MaximumEventAgeInSeconds: 3600 },
      DeadLetterConfig: { Arn: queueArn() },
    });
  });

  it('gives the function 15 minutes, 1024 MB and the corpus directory', () => {
    expect(resourceOf(job().fn.lambda).Properties).toMatchObject({
      Timeout: 900,
      MemorySize: 1024,
      Environment: { Variables: { CORPUS_DIR: '/var/task/corpus', TABLE_NAME: { Ref: logicalId(stack.data.table) } } },
    });
  });

  it("lets the function read and write the table, and Scan it for the seed's migrations", () => {
    const actions = statementsOfFunction(resourceOf(job().fn.lambda))
      .flatMap((statement) => asArray(statement.Action))
      .filter((action) => action.startsWith('dynamodb:'));
    expect([...new Set(actions)].sort()).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:BatchWriteItem',
      'dynamodb:ConditionCheckItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:Scan',
      'dynamodb:UpdateItem',
    ]);
  });

  it("sends a run that still fails after Lambda's two retries to the same dead-letter queue", () => {
    expect(resourceOf(job().fn.lambda).Properties.DeadLetterConfig).toEqual({ TargetArn: queueArn() });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: logicalId(job().fn.lambda) },
      Qualifier: '$LATEST',
      MaximumRetryAttempts: 2,
    });
  });

  it('keeps the dead-letter queue encrypted and refuses plain HTTP to it', () => {
    expect(resourceOf(job().deadLetterQueue).Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 1_209_600 });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: logicalId(job().deadLetterQueue) }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Action: 'sqs:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('alarms on any failed run and on any message in the dead-letter queue', () => {
    expect(resourceOf(job().alarms.errors).Properties).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalId(job().fn.lambda) } }],
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
    });
    expect(resourceOf(job().alarms.deadLetters).Properties).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalId(job().deadLetterQueue), 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
    });
  });

  it('ships the starter corpus inside the function bundle', () => {
    // The asset was bundled while the stack was built; the synthesized copy is what gets uploaded.
    const bundle = bundleDirOf(job().fn);
    expect(existsSync(join(bundle, 'index.mjs'))).toBe(true);
    expect(existsSync(join(bundle, 'corpus', 'skincare.jsonl'))).toBe(true);
  });
});

describe('seed on deploy', () => {
  const seed = () => stack.seed;
  // A version's logical id gains a hash of the function's configuration at synth, so it is found by its function.
  const versionIdOf = (fn: IConstruct) => {
    const versions = resourcesOf('AWS::Lambda::Version').filter(
      ([, v]) => JSON.stringify(v.Properties.FunctionName) === JSON.stringify({ Ref: logicalId(fn) }),
    );
    expect(versions).toHaveLength(1);
    return versions[0]![0];
  };

  it('runs a Trigger after the table and the generate job, waiting up to 15 minutes for the answer, again whenever its handler changes', () => {
    // Trigger → its CustomResource → the CloudFormation resource.
    const trigger = resourceOf(seed().trigger.node.defaultChild!);
    expect(trigger.Type).toBe('Custom::Trigger');
    expect(trigger.Properties).toMatchObject({
      HandlerArn: { Ref: versionIdOf(seed().invoker) },
      InvocationType: 'RequestResponse',
      Timeout: '900000',
      ExecuteOnHandlerChange: true,
    });
    expect(trigger.DependsOn).toEqual(
      expect.arrayContaining([
        logicalId(stack.data.table),
        logicalId(stack.generateJob.fn.lambda),
        roleOf(resourceOf(stack.generateJob.fn.lambda)),
      ]),
    );
  });

  it('has the Trigger invoke the version of the generate function just deployed, with {"seed": true}', () => {
    const invoker = resourceOf(seed().invoker);
    expect(variablesOf(invoker)).toMatchObject({ TARGET: { Ref: versionIdOf(stack.generateJob.fn.lambda) }, PAYLOAD: '{"seed":true}' });
    expect(JSON.parse(variablesOf(invoker).PAYLOAD as string)).toEqual({ seed: true });
  });

  it('lets the invoker call that version and nothing else', () => {
    const invokes = statementsOfFunction(resourceOf(seed().invoker)).filter((statement) =>
      asArray(statement.Action).some((action) => action.startsWith('lambda:')),
    );
    expect(invokes).toEqual([
      { Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: { Ref: versionIdOf(stack.generateJob.fn.lambda) } },
    ]);
  });
});

describe('outputs', () => {
  it('give the site, API, pool, client and table', () => {
    const outputs = Object.keys(template.findOutputs('*'));
    expect(outputs).toEqual(
      expect.arrayContaining(['DistributionUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId', 'TableName', 'StripeWebhookUrl']),
    );
  });

  it('name the OpenAI secret and the generate job function', () => {
    const outputs = template.findOutputs('*') as Record<string, { Value: unknown }>;
    expect(outputs.OpenAiSecretArn?.Value).toEqual({ Ref: logicalId(stack.openAiSecret) });
    expect(outputs.GenerateJobFunctionName?.Value).toEqual({ Ref: logicalId(stack.generateJob.fn.lambda) });
  });

  it('point at the API through CloudFront, never at execute-api', () => {
    const outputs = template.findOutputs('*') as Record<string, { Value: unknown }>;
    const viaCloudFront = (path: string) => ({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId(stack.web.distribution), 'DomainName'] }, path]],
    });
    expect(outputs.ApiUrl!.Value).toEqual(viaCloudFront('/api'));
    expect(outputs.StripeWebhookUrl!.Value).toEqual(viaCloudFront('/api/webhooks/stripe'));
    const api = logicalId(stack.api.httpApi);
    for (const [name, output] of Object.entries(outputs)) {
      expect(JSON.stringify(output.Value), name).not.toContain(api);
      expect(JSON.stringify(output.Value), name).not.toContain('execute-api');
    }
  });
});
