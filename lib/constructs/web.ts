import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Aspects, Duration, type IAspect, Stack, Validations } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { rules } from 'cdk-nag';
import { Construct, type IConstruct } from 'constructs';
import type { AppConfig } from '#functions/shared/app-config';
import { ORIGIN_VERIFY_HEADER } from '#functions/platform/http/origin';
import { SPA_SHELL_PATH } from '../../web/build-output';
import { prerenderedRoutes, spaRewriteCode } from './spa-rewrite';

export interface WebProps {
  /** Host name of the HTTP API (`<id>.execute-api.<region>.amazonaws.com`); `/api/*` is sent there. */
  readonly apiDomainName: string;
  /**
   * Sent to the API as the `x-origin-verify` header on every request, so the functions can tell
   * CloudFront's requests from direct calls to execute-api. The template holds a dynamic reference
   * (`{{resolve:secretsmanager:…}}`) that CloudFormation resolves at deploy time, never the value.
   */
  readonly originVerifySecret: ISecret;
  /** Written to the bucket as `/config.json`, which the browser fetches at start-up. */
  readonly appConfig: AppConfig;
  /** The Vite build output. Skipped, with a warning, when the folder does not exist. */
  readonly webDistDir: string;
  /** Custom host name for the site, e.g. `app.example.com`. @default - the CloudFront domain */
  readonly domainName?: string;
  /** ACM certificate in us-east-1 covering `domainName`. Required with `domainName`. */
  readonly certificate?: ICertificate;
  /**
   * Document served for client-side routes, i.e. extension-less paths that are not prerendered pages.
   * @default SPA_SHELL_PATH ('/app.html'; `/index.html` is the prerendered home page)
   */
  readonly spaFallback?: string;
}

/**
 * The site: a private S3 bucket behind CloudFront (Origin Access Control), security headers on
 * every response, `/api/*` forwarded to the HTTP API on the same origin (so no CORS, and cookies
 * or tokens never cross origins), the Vite build, and `/config.json` built from the stack.
 */
export class Web extends Construct {
  public readonly bucket: s3.Bucket;
  /** Receives S3 server access logs of `bucket` and CloudFront standard logs. */
  public readonly logBucket: s3.Bucket;
  public readonly distribution: cloudfront.Distribution;
  /** Pages and assets: CSP for the app, HSTS, Permissions-Policy, COOP and friends. */
  public readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /** `/api/*`: the same transport headers, a deny-all CSP and `Cache-Control: no-store` on every answer. */
  public readonly apiResponseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  public readonly spaRewrite: cloudfront.Function;
  /** `https://` + the site's host name. */
  public readonly url: string;
  /** Undefined when `webDistDir` does not exist (synth before `npm run build`). */
  public readonly siteDeployment: s3deploy.BucketDeployment | undefined;
  /** Undefined when the build has no `assets/` folder. */
  public readonly assetsDeployment: s3deploy.BucketDeployment | undefined;
  public readonly configDeployment: s3deploy.BucketDeployment;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    if ((props.domainName === undefined) !== (props.certificate === undefined)) {
      throw new Error(`${this.node.path}: domainName and certificate go together; give both or neither.`);
    }
    const spaFallback = props.spaFallback ?? SPA_SHELL_PATH;
    if (!/^\/[\w\-./]+\.html$/.test(spaFallback)) {
      throw new Error(`${this.node.path}: spaFallback must be an absolute path to an .html file, got "${spaFallback}".`);
    }
    const hasBuild = existsSync(props.webDistDir);

    this.logBucket = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes with ACLs, so this bucket must keep them enabled.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      // Not logged itself: that would log the log deliveries (cdk-nag S1 accepts a log destination).
    });

    this.bucket = new s3.Bucket(this, 'Site', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    const region = props.appConfig.region;
    this.responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'CommentSpark site: CSP, HSTS, Permissions-Policy, COOP and friends',
      securityHeadersBehavior: securityHeaders(siteContentSecurityPolicy(region)),
      customHeadersBehavior: { customHeaders: [...BROWSER_ISOLATION_HEADERS] },
    });
    // API Gateway's own answers (the authorizer's 401, the 404 for an unknown route) carry no
    // Cache-Control, and the functions' answers all say no-store: nothing under /api is cacheable.
    this.apiResponseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'ApiSecurityHeaders', {
      comment: 'CommentSpark API: no-store, deny-all CSP, HSTS and friends',
      securityHeadersBehavior: securityHeaders(API_CONTENT_SECURITY_POLICY),
      customHeadersBehavior: {
        customHeaders: [{ header: 'Cache-Control', value: 'no-store', override: true }, ...BROWSER_ISOLATION_HEADERS],
      },
    });

    // SPA fallback as a viewer-request rewrite rather than distribution-wide 403/404 error responses:
    // custom error responses apply to every behaviour, so an API 404 or 403 (a real answer from the
    // API) would come back as index.html with status 200. The rewrite only runs on the default
    // (bucket) behaviour, never on /api/*.
    this.spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      comment: 'Extension-less paths: prerendered page if there is one, else the SPA',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(spaRewriteCode(hasBuild ? prerenderedRoutes(props.webDistDir) : [], spaFallback)),
    });

    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      // CloudFront replaces a viewer header of the same name, so a caller cannot supply its own.
      // `unsafeUnwrap` only yields the dynamic reference; the value itself never enters the template.
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.secretValue.unsafeUnwrap() },
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'CommentSpark web app and API',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [{ function: this.spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          // A redirect would turn a POST into a GET; refuse plain HTTP instead.
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Forwards Authorization, query strings and cookies, but not Host (API Gateway routes on
          // it), and adds CloudFront's viewer headers, CloudFront-Viewer-Address among them: the
          // client address the functions rate-limit on (functions/platform/http/client-ip.ts).
          // No custom policy can do all of that: an allow-list cannot carry Authorization, a
          // deny-list cannot add CloudFront headers, and "all viewer headers" includes Host.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.apiResponseHeadersPolicy,
        },
      },
      // The default *.cloudfront.net certificate has a fixed TLSv1 policy; a custom one can be raised.
      ...(props.domainName && props.certificate
        ? {
            domainNames: [props.domainName],
            certificate: props.certificate,
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
    });
    this.url = `https://${props.domainName ?? this.distribution.distributionDomainName}`;

    const distributionAcks = [
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The product sells to creators worldwide; there is no country it must not serve.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF web ACL at launch (it must live in us-east-1 and costs a fixed monthly fee). The API has stage ' +
          'throttling and JWT auth; the bucket is private behind OAC. Revisit with real traffic.',
      },
    ];
    if (!props.domainName) {
      distributionAcks.push({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, where CloudFront ' +
          'fixes the security policy at TLSv1 and it cannot be raised. With domainName + certificateArn the ' +
          'distribution uses TLSv1.2_2021 and this acknowledgement is not added.',
      });
    }
    Validations.of(this.distribution).acknowledge(...distributionAcks);

    if (hasBuild) {
      // index.html and the prerendered pages must be re-fetched after every deploy; hashed files
      // under assets/ never change, and old ones stay for clients still running the previous build.
      this.siteDeployment = new s3deploy.BucketDeployment(this, 'DeploySite', {
        sources: [s3deploy.Source.asset(props.webDistDir, { exclude: [...SOURCE_MAPS] })],
        destinationBucket: this.bucket,
        exclude: ['assets/*', 'config.json', ...SOURCE_MAPS],
        prune: true,
        cacheControl: [s3deploy.CacheControl.fromString('public, max-age=0, must-revalidate')],
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      if (existsSync(join(props.webDistDir, 'assets'))) {
        this.assetsDeployment = new s3deploy.BucketDeployment(this, 'DeployAssets', {
          sources: [s3deploy.Source.asset(join(props.webDistDir, 'assets'), { exclude: [...SOURCE_MAPS] })],
          destinationBucket: this.bucket,
          destinationKeyPrefix: 'assets/',
          exclude: [...SOURCE_MAPS],
          prune: false,
          cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
          memoryLimit: 512,
        });
      }
    } else {
      // Lets `cdk synth` (and the infra tests) run before the web app has been built.
      Annotations.of(this).addWarningV2(
        'commentspark:web-dist-missing',
        `${props.webDistDir} does not exist: this synth deploys no web app. Run \`npm run build\` first to include it.`,
      );
    }

    this.configDeployment = new s3deploy.BucketDeployment(this, 'DeployConfig', {
      sources: [s3deploy.Source.jsonData('config.json', props.appConfig)],
      destinationBucket: this.bucket,
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/config.json'],
      memoryLimit: 512,
    });

    acknowledgeDeploymentHandler(this);
  }
}

/**
 * Vite writes source maps next to the bundles (`build.sourcemap`) for local debugging; they hold
 * the app's source, so they stay out of the upload (the asset) and out of the bucket (the sync).
 * Both match at any depth (asset globs match the base name; `aws s3 sync`'s `*` spans folders).
 */
const SOURCE_MAPS = ['*.map'] as const;

/**
 * Browser features the app never uses (web/ asks for none of them), denied to the app and to
 * anything it might embed; `browsing-topics` opts out of Chrome's ad-interest API.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Checkout and invoices open Stripe by navigation (same tab, or a new tab with noopener), never
 * as a popup the app talks to, so the page can keep a browsing context group of its own.
 */
const BROWSER_ISOLATION_HEADERS: readonly cloudfront.ResponseCustomHeader[] = [
  { header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true },
  { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
];

function securityHeaders(contentSecurityPolicy: string): cloudfront.ResponseSecurityHeadersBehavior {
  return {
    contentSecurityPolicy: { contentSecurityPolicy, override: true },
    // Two years, subdomains included, and eligible for the browsers' preload lists.
    strictTransportSecurity: {
      accessControlMaxAge: Duration.days(730),
      includeSubdomains: true,
      preload: true,
      override: true,
    },
    contentTypeOptions: { override: true },
    frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
    referrerPolicy: {
      referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
      override: true,
    },
  };
}

/** JSON answers are never rendered as documents; if one ever is, it may load and run nothing. */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * What the app loads: its own bundles, styles and `/config.json`, `/api` on the same origin, and
 * Cognito's API (Amplify). Stripe is reached by navigation only (checkout, invoices), so it needs
 * no script, frame or connect source. The prerendered pages have no inline script (their JSON-LD
 * is data, which CSP does not run) and load no images or fonts from elsewhere.
 */
function siteContentSecurityPolicy(region: string): string {
  const cognito = `https://cognito-idp.${region}.amazonaws.com`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    // The toast library (sonner) injects its stylesheet as a <style> element at run time.
    "style-src 'self' 'unsafe-inline'",
    // data: for the inline SVG favicon.
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${cognito}`,
    "frame-src 'none'",
    "worker-src 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/**
 * BucketDeployment runs one shared, CDK-provided Lambda (a singleton at stack level) whose role,
 * grants and runtime aws-cdk-lib decides. Its findings are acknowledged on that singleton only,
 * never on the stack, so nothing of ours can hide behind them. The IAM5 findings carry resource
 * names that depend on the environment (asset bucket, logical ids), so an aspect matches each one
 * at synth against the list below; a finding that matches nothing stays an error.
 */
function acknowledgeDeploymentHandler(web: Web): void {
  const stack = Stack.of(web);
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    Validations.of(child).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'CDK BucketDeployment provider function: aws-cdk-lib attaches the basic execution role for its own logs.',
      },
      {
        id: 'AwsSolutions-L1',
        reason: 'CDK BucketDeployment provider function: its Python runtime is chosen by aws-cdk-lib and moves with CDK upgrades.',
      },
    );
    Aspects.of(child).add(new AcknowledgeDeploymentGrants(web.bucket));
  }
}

interface KnownFinding {
  readonly matches: (finding: string, siteObjects: string) => boolean;
  readonly reason: string;
}

const DEPLOYMENT_HANDLER_FINDINGS: readonly KnownFinding[] = [
  {
    matches: (finding) => /^Action::s3:(GetBucket|GetObject|List)\*$/.test(finding),
    reason:
      'CDK BucketDeployment provider role: aws-cdk-lib grants these read actions, as wildcards, on the CDK asset ' +
      'bucket and the site bucket to fetch the build archive and list what to prune.',
  },
  {
    matches: (finding) => /^Action::s3:(Abort|DeleteObject)\*$/.test(finding),
    reason:
      "CDK BucketDeployment provider role: aws-cdk-lib's write grant on the site bucket; it uploads the build and " +
      'deletes files the new build no longer has.',
  },
  {
    matches: (finding) => /^Resource::arn:(aws[a-z-]*|<AWS::Partition>):s3:::cdk-[a-z0-9]+-assets-[^/]+\/\*$/.test(finding),
    reason:
      'CDK BucketDeployment provider role: objects of the CDK bootstrap asset bucket, where cdk deploy uploads the ' +
      'build archive under a content hash. Read-only.',
  },
  {
    matches: (finding, siteObjects) => finding === siteObjects,
    reason: 'CDK BucketDeployment provider role: objects of the site bucket, the only bucket it writes to.',
  },
  {
    matches: (finding) => finding === 'Resource::*',
    reason:
      'CDK BucketDeployment provider role: aws-cdk-lib grants cloudfront:CreateInvalidation and GetInvalidation on * ' +
      '(not configurable); the handler only invalidates the distribution id this stack passes it.',
  },
];

class AcknowledgeDeploymentGrants implements IAspect {
  constructor(private readonly siteBucket: s3.Bucket) {}

  public visit(node: IConstruct): void {
    if (!(node instanceof iam.CfnPolicy)) return;
    const findings = rules.iam.IAMNoWildcardPermissions(node);
    if (!Array.isArray(findings)) return;
    const stack = Stack.of(node);
    const bucketLogicalId: unknown = stack.resolve((this.siteBucket.node.defaultChild as s3.CfnBucket).logicalId);
    const siteObjects = `Resource::<${String(bucketLogicalId)}.Arn>/*`;
    for (const finding of findings) {
      const known = DEPLOYMENT_HANDLER_FINDINGS.find((candidate) => candidate.matches(finding, siteObjects));
      if (known) Validations.of(node).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason: known.reason });
    }
  }
}
