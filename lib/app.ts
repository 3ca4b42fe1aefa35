import { App, type Environment, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { CommentSparkStack } from './stack';

export interface BuildAppOptions {
  /**
   * Context values, as `cdk -c key=value` would give them (tests pass them here, and may skip
   * bundling with `'aws:cdk:bundling-stacks': []`).
   */
  readonly context?: Readonly<Record<string, string | readonly string[]>>;
  /** @default - the CLI's cdk.out, or a temporary folder outside the CLI */
  readonly outdir?: string;
  /** @default web/dist in the repository */
  readonly webDistDir?: string;
  /** @default CDK_DEFAULT_ACCOUNT / CDK_DEFAULT_REGION, as set by the CLI */
  readonly env?: Environment;
}

export interface BuiltApp {
  readonly app: App;
  readonly stack: CommentSparkStack;
}

/**
 * The CDK app, used by bin/app.ts and by tests/infra so both synthesize the very same stack.
 * Context: `stage` (default `dev`), and optionally `domainName` with `certificateArn`,
 * `masterAuthSecretArn`, and the email sender: `senderDomain` or `senderEmail` (one of them; with
 * neither, email is paused) with an optional `senderName`; `offlineIdeas=publish` to publish the
 * offline generator's ideas while no OpenAI key is set.
 */
export function buildApp(options: BuildAppOptions = {}): BuiltApp {
  const app = new App({
    ...(options.context ? { context: { ...options.context } } : {}),
    ...(options.outdir ? { outdir: options.outdir } : {}),
  });
  addNagChecks(app);

  const stage = contextString(app, 'stage') ?? 'dev';
  const domainName = contextString(app, 'domainName');
  const certificateArn = contextString(app, 'certificateArn');
  const masterAuthSecretArn = contextString(app, 'masterAuthSecretArn');
  const senderEmail = contextString(app, 'senderEmail');
  const senderDomain = contextString(app, 'senderDomain');
  const senderName = contextString(app, 'senderName');
  const offlineIdeas = contextString(app, 'offlineIdeas');
  if (offlineIdeas !== undefined && offlineIdeas !== 'publish')
    throw new Error(
      `Context "offlineIdeas" is "publish" or left out (offline template ideas are then not published), not "${offlineIdeas}".`,
    );
  const stack = new CommentSparkStack(app, 'CommentSparkStack', {
    description: `CommentSpark (${stage}): web app, HTTP API, Cognito, DynamoDB, email`,
    env: options.env ?? { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
    stage,
    ...(domainName ? { domainName } : {}),
    ...(certificateArn ? { certificateArn } : {}),
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
    ...(masterAuthSecretArn ? { masterAuthSecretArn } : {}),
    ...(senderEmail ? { senderEmail } : {}),
    ...(senderDomain ? { senderDomain } : {}),
    ...(senderName ? { senderName } : {}),
    ...(offlineIdeas ? { offlineIdeas } : {}),
  });
  return { app, stack };
}

/**
 * cdk-nag 3 runs as a CDK validation plugin after synthesis: any finding that is not acknowledged
 * (`Validations.of(construct).acknowledge`) fails the synth and is written to cdk.out.
 */
export function addNagChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
}

function contextString(app: App, key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string.`);
  return value;
}
