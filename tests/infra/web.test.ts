import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#lib/app';
import { Web } from '#lib/constructs/web';
import { prerenderedRoutes, spaRewriteCode } from '#lib/constructs/spa-rewrite';

const appConfig = {
  stage: 'cloud',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_example',
  userPoolClientId: 'client',
  authFlowType: 'USER_SRP_AUTH',
} as const;

function webStack(webDistDir: string, domain?: { domainName: string; certificateArn: string }): Stack {
  const stack = new Stack(new App(), 'WebOnly', { env: { account: '123456789012', region: 'eu-west-1' } });
  new Web(stack, 'Web', {
    apiDomainName: 'abc123.execute-api.eu-west-1.amazonaws.com',
    originVerifySecret: Secret.fromSecretCompleteArn(
      stack,
      'OriginVerify',
      'arn:aws:secretsmanager:eu-west-1:123456789012:secret:origin-AbCdEf',
    ),
    appConfig,
    webDistDir,
    ...(domain ? { domainName: domain.domainName, certificate: Certificate.fromCertificateArn(stack, 'Cert', domain.certificateArn) } : {}),
  });
  return stack;
}

type Rewrite = (event: { request: { uri: string } }) => { uri: string };

function rewrite(code: string, uri: string): string {
  // CloudFront Functions are plain scripts with a global `handler`.
  const handler = new Function(`${code}; return handler;`)() as Rewrite;
  return handler({ request: { uri } }).uri;
}

describe('SPA rewrite (CloudFront viewer-request function)', () => {
  const code = spaRewriteCode(['/pricing', '/niches/fitness'], '/app.html');

  it('serves a prerendered page from its own index.html, with or without a trailing slash', () => {
    expect(rewrite(code, '/pricing')).toBe('/pricing/index.html');
    expect(rewrite(code, '/pricing/')).toBe('/pricing/index.html');
    expect(rewrite(code, '/niches/fitness')).toBe('/niches/fitness/index.html');
  });

  it('serves the prerendered home page at the root', () => {
    expect(rewrite(code, '/')).toBe('/index.html');
  });

  it('sends other extension-less paths to the SPA shell', () => {
    expect(rewrite(code, '/dashboard')).toBe('/app.html');
    expect(rewrite(code, '/content-idea/abc')).toBe('/app.html');
    expect(rewrite(code, '/skincare/routines/idea-1-a')).toBe('/app.html');
  });

  it('leaves files alone', () => {
    expect(rewrite(code, '/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite(code, '/config.json')).toBe('/config.json');
  });
});

describe('web build on disk', () => {
  let dist: string;

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'commentspark-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    mkdirSync(join(dist, 'pricing'));
    writeFileSync(join(dist, 'pricing', 'index.html'), '<!doctype html>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'export {}');
    writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
    writeFileSync(join(dist, 'public.js.map'), '{"version":3}');
  });

  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('finds the prerendered pages, not the assets folder', () => {
    expect(prerenderedRoutes(dist)).toEqual(['/pricing']);
  });

  it('is deployed: pages revalidated and pruned, hashed assets immutable and kept', () => {
    const template = Template.fromStack(webStack(dist));
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Prune: true,
      Exclude: ['assets/*', 'config.json', '*.map'],
      SystemMetadata: { 'cache-control': 'public, max-age=0, must-revalidate' },
      DistributionPaths: ['/*'],
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Prune: false,
      DestinationBucketKeyPrefix: 'assets/',
      Exclude: ['*.map'],
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp('"/pricing":true'),
    });
  });

  it('publishes no source map: none is packed into the uploaded assets', () => {
    const stack = webStack(dist);
    const assembly = App.of(stack)!.synth();
    const staged = readdirSync(assembly.directory, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('asset.'))
      .map((entry) => entry.name);
    const files = staged.flatMap((folder) => (readdirSync(join(assembly.directory, folder), { recursive: true }) as string[]).map(String));
    expect(files).toEqual(expect.arrayContaining(['index.html', join('assets', 'index-abc123.js')]));
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('is skipped with a warning when it does not exist, and config.json is still written', () => {
    const stack = webStack(join(dist, 'missing'));
    const template = Template.fromStack(stack);
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
    template.hasResourceProperties('Custom::CDKBucketDeployment', { DistributionPaths: ['/config.json'] });
    Annotations.fromStack(stack).hasWarning('/WebOnly/Web', Match.stringLikeRegexp('does not exist'));
  });
});

describe('custom domain', () => {
  it('uses the certificate with TLS 1.2 at least, so CFR4 is met rather than acknowledged', () => {
    const stack = webStack(join(tmpdir(), 'commentspark-no-dist'), {
      domainName: 'app.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    });
    Template.fromStack(stack).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['app.example.com'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021' }),
      }),
    });
    const rules = new AwsSolutionsChecks().validateScope(stack).violations.map((violation) => violation.ruleName);
    expect(rules).not.toContain('AwsSolutions-CFR4');
  });
});

describe('stack properties', () => {
  it('refuses a custom domain without a certificate', () => {
    expect(() => buildApp({ context: { stage: 'test', domainName: 'app.example.com' } })).toThrow(/certificateArn/);
  });

  it('refuses a certificate outside us-east-1', () => {
    expect(() =>
      buildApp({
        context: {
          stage: 'test',
          domainName: 'app.example.com',
          certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc',
        },
      }),
    ).toThrow(/us-east-1/);
  });

  it('refuses a stage name that cannot be part of resource names', () => {
    expect(() => buildApp({ context: { stage: 'Prod Stage' } })).toThrow(/stage/);
  });
});
