import { existsSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { RouteSecret } from '#functions/platform/route';
import { PRODUCT_NAME } from '#functions/shared/product';
import { FUNCTIONS_DIR, LOCK_FILE, REPO_ROOT } from '../paths';
import { LAMBDA_BUNDLING, nodeModulesOf } from './bundling';
import type { DataTable, TableAccess } from './data';

const HANDLER_MODULE = /^[\w-]+\/handlers\/[\w-]+$/;
const REPO_DIRECTORY = /^[\w-]+(\/[\w-]+)*$/;

/** Where Lambda unpacks the bundle; a directory copied in with `assets` is found under it. */
export const BUNDLE_ROOT = '/var/task';

/**
 * The environment variable each project secret's ARN is passed in, wherever a function binds it:
 * read by functions/billing/stripe.ts, handlers/auth/master.ts and adapters/openai.ts.
 */
export const SECRET_ENV: Readonly<Record<RouteSecret, string>> = {
  stripe: 'STRIPE_SECRET_ARN',
  masterAuth: 'MASTER_AUTH_SECRET_ARN',
  openai: 'OPENAI_SECRET_ARN',
  emailLinks: 'EMAIL_LINK_SECRET_ARN',
  youtube: 'YOUTUBE_SECRET_ARN',
};

/** Where a function that queues emails finds the email queue (functions/platform/email/queue.ts). */
export const EMAIL_QUEUE_ENV = 'EMAIL_QUEUE_URL';
/** The "Ideas from a video" queue's URL (functions/personal/video-queue.ts reads it). */
export const VIDEO_IDEAS_QUEUE_ENV = 'VIDEO_IDEAS_QUEUE_URL';

export type LogLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';

export interface ProjectFunctionProps {
  /**
   * Module under `functions/` without extension, `<feature>/handlers/<name>`, e.g. `admin/handlers/whoami`. It must export
   * `handler`. This is the same string the route table's `handler` field holds.
   */
  readonly handler: string;
  /** Shown in the Lambda console. @default - none */
  readonly description?: string;
  /**
   * API Gateway gives up on an integration after 30 s, so request handlers should stay well below.
   * @default Duration.seconds(10)
   */
  readonly timeout?: Duration;
  /** MB. More memory also means more CPU, which shortens cold starts. @default 512 */
  readonly memorySize?: number;
  /** @default RetentionDays.ONE_MONTH */
  readonly logRetention?: RetentionDays;
  /** Powertools logger level. @default 'INFO' */
  readonly logLevel?: LogLevel;
  /** Extra environment variables. TABLE_NAME is set by `bindTable`, not here. @default - none */
  readonly environment?: Readonly<Record<string, string>>;
  /**
   * Repository directories (relative to the repository root, like `corpus`) copied into the
   * bundle at the same relative path, for data files the code reads at run time: the function
   * finds `corpus` at `${BUNDLE_ROOT}/corpus`. Copied with `cp` after esbuild runs, so bundling
   * such a function needs a POSIX shell. @default - none
   */
  readonly assets?: readonly string[];
  /**
   * Where Lambda sends an asynchronous invocation (a schedule's, say) that failed every attempt.
   * The function is granted sqs:SendMessage on it. @default - none
   */
  readonly deadLetterQueue?: IQueue;
}

/**
 * The one way this project builds a Lambda function: Node 22 on arm64, bundled locally by esbuild
 * into a minified ES module with source maps, and its own log group with a retention period. No
 * active tracing: nothing here is instrumented to use it, and it would only add an X-Ray grant on
 * `*` to every role.
 *
 * The role is created here rather than left to Lambda's defaults so it holds only what the
 * function needs: write access to its own log group (not the `AWSLambdaBasicExecutionRole`
 * managed policy, which allows every log group in the account), what `bindTable`, `bindSecret`,
 * `bindQueue` and `grantRateLimitCounters` grant, and sending to its dead-letter queue if it has one.
 */
export class ProjectFunction extends Construct {
  public readonly lambda: NodejsFunction;
  public readonly role: iam.Role;
  public readonly logGroup: LogGroup;
  /** `<feature>/handlers/<name>`, as given. */
  public readonly handler: string;
  /** Packages installed beside the bundle rather than bundled (bundling.ts, LAMBDA_NODE_MODULES). */
  public readonly nodeModules: readonly string[];

  constructor(scope: Construct, id: string, props: ProjectFunctionProps) {
    super(scope, id);
    const entry = entryFor(props.handler);
    const memorySize = props.memorySize ?? 512;
    if (!Number.isInteger(memorySize) || memorySize < 128 || memorySize > 10_240) {
      throw new Error(`${this.node.path}: memorySize must be an integer from 128 to 10240 MB, got ${memorySize}.`);
    }
    const timeout = props.timeout ?? Duration.seconds(10);
    if (timeout.toSeconds() < 1 || timeout.toSeconds() > 900) {
      throw new Error(`${this.node.path}: timeout must be between 1 and 900 seconds.`);
    }
    for (const name of Object.keys(props.environment ?? {})) {
      if (name === 'TABLE_NAME') throw new Error(`${this.node.path}: set TABLE_NAME with bindTable(), which also grants access.`);
    }
    const assets = checkedAssets(this.node.path, props.assets ?? []);
    this.handler = props.handler;
    this.nodeModules = nodeModulesOf(props.handler);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      // Logs are operational data with a bounded retention; keeping them after the stack is gone buys nothing.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.handler}`,
    });
    this.logGroup.grantWrite(this.role);

    this.lambda = new NodejsFunction(this, 'Function', {
      entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize,
      timeout,
      role: this.role,
      logGroup: this.logGroup,
      deadLetterQueue: props.deadLetterQueue,
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      environment: {
        // Stack traces point at the TypeScript source instead of the minified bundle.
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: PRODUCT_NAME.toLowerCase(),
        POWERTOOLS_LOG_LEVEL: props.logLevel ?? 'INFO',
        ...props.environment,
      },
      bundling: {
        // Shared with `npm run bench lambda`, which measures exactly what is deployed.
        ...LAMBDA_BUNDLING,
        format: LAMBDA_BUNDLING.format as OutputFormat,
        mainFields: [...LAMBDA_BUNDLING.mainFields],
        forceDockerBundling: false,
        ...(this.nodeModules.length > 0 ? { nodeModules: [...this.nodeModules] } : {}),
        ...(assets.length > 0
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                // `inputDir` is the project root (the repository); the copy keeps each directory's relative path.
                afterBundling: (inputDir: string, outputDir: string) =>
                  assets.map(
                    (dir) =>
                      `mkdir -p ${shellQuoted(join(outputDir, posix.dirname(dir)))} && cp -R ${shellQuoted(join(inputDir, dir))} ${shellQuoted(join(outputDir, dir))}`,
                  ),
              },
            }
          : {}),
      },
    });

    Validations.of(this.lambda).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'The design fixes Node.js 22 for every function (set once, here). nodejs22.x is in standard support; moving ' +
        'to a newer runtime is a deliberate upgrade of this construct, tested first, not something synth should force.',
    });
  }

  /**
   * Lets this function read one secret and tells it where (`envName` holds the ARN). The value is
   * fetched at run time, so it never appears in the template or the function's configuration.
   */
  public bindSecret(secret: ISecret, envName: string): void {
    secret.grantRead(this.lambda);
    this.lambda.addEnvironment(envName, secret.secretArn);
  }

  /**
   * Lets this function send messages to one queue (sqs:SendMessage, which also covers
   * SendMessageBatch; nothing else) and tells it where (`envName` holds the URL). The project's
   * queues use SQS-managed encryption, so no key grant is needed.
   */
  public bindQueue(queue: IQueue, envName: string): void {
    queue.grant(this.lambda, 'sqs:SendMessage');
    this.lambda.addEnvironment(envName, queue.queueUrl);
  }

  /** Grants this function `access` to the table and tells it the table's name (TABLE_NAME) in one step. */
  public bindTable(table: DataTable, access: TableAccess): void {
    table.grantAccess(this.lambda, access);
    this.lambda.addEnvironment('TABLE_NAME', table.table.tableName);
  }

  /** For a function bound to `table` read-only: lets it update its rate-limit counters and nothing else. */
  public grantRateLimitCounters(table: DataTable): void {
    table.grantRateLimitCounters(this.lambda);
  }
}

function checkedAssets(path: string, assets: readonly string[]): readonly string[] {
  for (const dir of assets) {
    if (!REPO_DIRECTORY.test(dir))
      throw new Error(`${path}: asset "${dir}" must be a directory path relative to the repository root, like "corpus".`);
    const absolute = join(REPO_ROOT, dir);
    if (!existsSync(absolute) || !statSync(absolute).isDirectory())
      throw new Error(`${path}: asset "${dir}" is not a directory at ${absolute}.`);
  }
  if (new Set(assets).size !== assets.length) throw new Error(`${path}: an asset directory is listed twice.`);
  return assets;
}

function shellQuoted(value: string): string {
  return `'${value.replaceAll("'", "'\\''")}'`;
}

function entryFor(handler: string): string {
  if (!HANDLER_MODULE.test(handler)) {
    throw new Error(`Handler "${handler}" must be a module path <feature>/handlers/<name> under functions/, like "admin/handlers/whoami".`);
  }
  const entry = join(FUNCTIONS_DIR, `${handler}.ts`);
  if (!existsSync(entry)) throw new Error(`Handler "${handler}" has no file at ${entry}.`);
  return entry;
}
