import type { CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/contract/routes';
import { TABLE } from '../../functions/data/table';
import { ADMIN_GROUP } from '../../functions/handlers/http/auth';
import { buildApp } from '../../lib/app';
import type { CommentSparkStack } from '../../lib/stack';

// Managed CloudFront policies, by their fixed AWS ids.
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string; UpdateReplacePolicy?: string };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

let template: Template;
let stack: CommentSparkStack;

beforeAll(() => {
  stack = buildApp({ context: { stage: 'test' }, env: { account: '123456789012', region: 'eu-west-1' } }).stack;
  // Synthesizes the app, which also runs cdk-nag: an unacknowledged finding throws here.
  template = Template.fromStack(stack);
});

function resourcesOf(type: string): Array<[string, Resource]> {
  return Object.entries(template.findResources(type) as Record<string, Resource>);
}

function logicalId(construct: IConstruct): string {
  return stack.getLogicalId(construct.node.defaultChild as CfnElement);
}

function asArray<T>(value: T | T[]): T[] {
  return Array.isArray(value) ? value : [value];
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

  it('has the admin group the handlers check for', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: ADMIN_GROUP });
  });

  it('has a public web client with SRP, password and refresh flows and no hosted-UI OAuth', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AllowedOAuthFlows: Match.absent(),
      PreventUserExistenceErrors: 'ENABLED',
    });
    const [[, client]] = resourcesOf('AWS::Cognito::UserPoolClient') as [[string, Resource]];
    expect([...(client.Properties.ExplicitAuthFlows as string[])].sort()).toEqual(
      ['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH'],
    );
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

  it.each(routes.map((route) => [route.name, route] as const))('%s gets the issuer and client id to check tokens itself only if it takes them in the body', (_, route) => {
    const fn = resourcesOf('AWS::Lambda::Function').find(([, r]) => r.Properties.Description === `${route.method} ${route.path} (${route.access})`)![1];
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    if (route.tokenInBody) {
      expect(variables.COGNITO_ISSUER).toEqual({
        'Fn::Join': ['', ['https://cognito-idp.eu-west-1.amazonaws.com/', { Ref: logicalId(stack.auth.userPool) }]],
      });
      expect(variables.COGNITO_CLIENT_ID).toEqual({ Ref: logicalId(stack.auth.userPoolClient) });
    } else {
      expect(variables.COGNITO_ISSUER).toBeUndefined();
      expect(variables.COGNITO_CLIENT_ID).toBeUndefined();
    }
  });

  it('lets the events function batch-write the table and nothing wider', () => {
    const [, fn] = resourcesOf('AWS::Lambda::Function').find(([, r]) => r.Properties.Description === 'POST /api/events (user)')!;
    expect((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.TABLE_NAME).toEqual({ Ref: logicalId(stack.data.table) });
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const statements = resourcesOf('AWS::IAM::Policy')
      .filter(([, p]) => (p.Properties.Roles as Array<{ Ref: string }>).some((role) => role.Ref === roleId))
      .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    const tableStatement = statements.find((statement) => asArray(statement.Action).includes('dynamodb:BatchWriteItem'));
    expect(tableStatement, 'a statement granting dynamodb:BatchWriteItem').toBeDefined();
    expect(asArray(tableStatement!.Resource)).toContainEqual({ 'Fn::GetAtt': [logicalId(stack.data.table), 'Arn'] });
    expect(asArray(tableStatement!.Action)).not.toContain('dynamodb:Scan');
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

  it('logs access and throttles on the stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context\\.requestId') },
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
  });
});

describe('functions', () => {
  const nodeFunctions = (): Resource[] =>
    resourcesOf('AWS::Lambda::Function')
      .map(([, r]) => r)
      .filter((r) => String(r.Properties.Runtime).startsWith('nodejs'));

  it('are one per route plus the two Cognito triggers', () => {
    expect(nodeFunctions()).toHaveLength(routes.length + 2);
  });

  it('all run Node 22 on arm64 with tracing, source maps and their own log group', () => {
    for (const fn of nodeFunctions()) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        Environment: { Variables: { NODE_OPTIONS: '--enable-source-maps' } },
        LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
      });
    }
  });

  it('have log groups with a retention period', () => {
    for (const [, group] of resourcesOf('AWS::Logs::LogGroup')) {
      expect(group.Properties.RetentionInDays).toEqual(expect.any(Number));
    }
  });

  it('use "*" only for X-Ray actions, outside the CDK deployment helper', () => {
    const offenders: string[] = [];
    for (const [id, policy] of resourcesOf('AWS::IAM::Policy')) {
      if (id.startsWith('CustomCDKBucketDeployment')) continue;
      const statements = (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
      for (const statement of statements) {
        if (!asArray(statement.Resource).includes('*')) continue;
        const other = asArray(statement.Action).filter((action) => !action.startsWith('xray:'));
        if (other.length > 0) offenders.push(`${id}: ${other.join(', ')}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('are never allowed to Scan, nor any dynamodb:* wildcard', () => {
    const actions = resourcesOf('AWS::IAM::Policy').flatMap(([, policy]) =>
      (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement.flatMap((s) => asArray(s.Action)),
    );
    expect(actions.filter((action) => action.startsWith('dynamodb:'))).not.toHaveLength(0);
    expect(actions.filter((action) => action === 'dynamodb:Scan' || action === 'dynamodb:*')).toEqual([]);
  });
});

describe('secrets', () => {
  const functionOf = (description: string) => resourcesOf('AWS::Lambda::Function').find(([, r]) => r.Properties.Description === description)!;
  const policyStatementsOf = (roleId: string): Statement[] =>
    resourcesOf('AWS::IAM::Policy')
      .filter(([, p]) => (p.Properties.Roles as Array<{ Ref: string }>).some((role) => role.Ref === roleId))
      .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
  const stripeSecretRef = () => ({ Ref: logicalId(stack.stripeSecret) });

  it('keeps the Stripe keys in one secret whose template value is an empty object', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', { SecretString: '{}' });
  });

  it.each(routes.map((route) => [route.name, route] as const))('%s reads the Stripe secret only if it declares it', (_, route) => {
    const [, fn] = functionOf(`${route.method} ${route.path} (${route.access})`);
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const readsSecret = policyStatementsOf(roleId).some(
      (statement) => asArray(statement.Action).includes('secretsmanager:GetSecretValue') && JSON.stringify(statement.Resource) === JSON.stringify(stripeSecretRef()),
    );
    const declared = (route.secrets ?? []).includes('stripe');
    expect(readsSecret).toBe(declared);
    expect(variables.STRIPE_SECRET_ARN).toEqual(declared ? stripeSecretRef() : undefined);
    expect(variables.APP_URL).toBeDefined();
  });

  it('leaves master-auth off unless a master secret ARN is given', () => {
    const [, fn] = functionOf('POST /api/auth/master (public)');
    expect((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.MASTER_AUTH_SECRET_ARN).toBeUndefined();
    const arn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:master-AbCdEf';
    const withSecret = Template.fromStack(buildApp({ context: { stage: 'test', masterAuthSecretArn: arn }, env: { account: '123456789012', region: 'eu-west-1' } }).stack);
    withSecret.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'POST /api/auth/master (public)',
      Environment: { Variables: Match.objectLike({ MASTER_AUTH_SECRET_ARN: arn }) },
    });
    withSecret.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Action: Match.arrayWith(['secretsmanager:GetSecretValue']), Resource: arn })]) },
    });
  });
});

describe('web: CloudFront in front of the bucket and the API', () => {
  it('sends a CSP that allows the Cognito endpoint, and HSTS', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: {
            ContentSecurityPolicy: Match.stringLikeRegexp("default-src 'self'.*connect-src 'self' https://cognito-idp\\.eu-west-1\\.amazonaws\\.com"),
            Override: true,
          },
          StrictTransportSecurity: { AccessControlMaxAgeSec: Match.anyValue(), IncludeSubdomains: true, Override: true },
        }),
      },
    });
  });

  it('routes /api/* to the HTTP API uncached, with every method and the viewer headers except Host', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            CachePolicyId: CACHING_DISABLED,
            OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
            ResponseHeadersPolicyId: Match.anyValue(),
          }),
        ],
        Origins: Match.arrayWith([
          Match.objectLike({
            DomainName: { 'Fn::Join': ['', Match.arrayWith([{ Ref: Match.stringLikeRegexp('HttpApi') }])] },
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

describe('outputs', () => {
  it('give the site, API, pool, client and table', () => {
    const outputs = Object.keys(template.findOutputs('*'));
    expect(outputs).toEqual(expect.arrayContaining(['DistributionUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId', 'TableName']));
  });
});
