import { type Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { InvocationType, Trigger } from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import type { ProjectFunction } from './function';

export interface InvokeOnDeployProps {
  /**
   * The function to run. It is invoked at the version this deploy published, so it runs the code
   * just deployed, and runs again on the next deploy that changes its code or configuration.
   */
  readonly target: ProjectFunction;
  /** The event it receives: a JSON object, at most 4 KB once serialised. */
  readonly payload: Readonly<Record<string, unknown>>;
  /**
   * How long the deploy waits for the run, 1 second to 15 minutes (Lambda's limit, which the
   * invoker lives under too). A run that fails or outlasts it fails the deploy.
   */
  readonly timeout: Duration;
  /** Run only once these are deployed (the table it writes, say). The target always is. @default - the target */
  readonly executeAfter?: readonly Construct[];
}

/**
 * Runs a function once during `cdk deploy`, with a fixed event, and fails the deploy if the
 * function fails.
 *
 * aws-cdk-lib's `Trigger` does the waiting and the CloudFormation bookkeeping, but it invokes its
 * handler with no payload. So the Trigger runs a small invoker, and the invoker calls the target
 * with the payload, synchronously, and turns a function error into its own. The invoker's
 * environment names the target's new version, so a change to the target makes a new invoker
 * version, which is what re-runs the Trigger (`executeOnHandlerChange`).
 */
export class InvokeOnDeploy extends Construct {
  public readonly trigger: Trigger;
  /** Calls the target; the Trigger's handler. */
  public readonly invoker: LambdaFunction;

  constructor(scope: Construct, id: string, props: InvokeOnDeployProps) {
    super(scope, id);
    const seconds = props.timeout.toSeconds();
    if (seconds < 1 || seconds > 900) throw new Error(`${this.node.path}: timeout must be between 1 second and 15 minutes.`);
    const payload = JSON.stringify(props.payload);
    if (Buffer.byteLength(payload) > 4096)
      throw new Error(`${this.node.path}: the payload must be at most 4 KB of JSON (it travels in an environment variable).`);

    // The invoker's resources in a scope of their own, so the Trigger can wait for all of them
    // (its policy included) without waiting for itself.
    const invokerScope = new Construct(this, 'Invoker');
    const logGroup = new LogGroup(invokerScope, 'Logs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    const role = new iam.Role(invokerScope, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Invokes ${props.target.node.path} during deploys`,
    });
    logGroup.grantWrite(role);
    const targetVersion = props.target.lambda.currentVersion;
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [targetVersion.functionArn] }));

    this.invoker = new LambdaFunction(invokerScope, 'Function', {
      description: `Runs ${props.target.node.path} during deploys with ${payload.length > 60 ? `${payload.slice(0, 57)}...` : payload}`,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 128,
      timeout: props.timeout,
      role,
      logGroup,
      code: Code.fromInline(INVOKER_CODE),
      handler: 'index.handler',
      environment: {
        TARGET: targetVersion.functionArn,
        PAYLOAD: payload,
        WAIT_MS: String(props.timeout.toMilliseconds()),
      },
    });
    Validations.of(this.invoker).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22, the runtime the design fixes for every function (lib/constructs/function.ts), so the invoker is upgraded ' +
        'with the rest; it only calls the Lambda API through the SDK the runtime ships.',
    });

    this.trigger = new Trigger(this, 'Trigger', {
      handler: this.invoker,
      invocationType: InvocationType.REQUEST_RESPONSE,
      timeout: props.timeout,
      executeOnHandlerChange: true,
      executeAfter: [invokerScope, props.target, ...(props.executeAfter ?? [])],
    });
  }
}

/**
 * CommonJS, run by Lambda's Node.js runtime with the AWS SDK it ships (no bundle to build). One
 * attempt, waited out in full: the target may run for minutes, and repeating a long run is no retry.
 */
const INVOKER_CODE = `
const { LambdaClient, InvokeCommand } = require('@aws-sdk/client-lambda');
const { TARGET, PAYLOAD, WAIT_MS } = process.env;
const lambda = new LambdaClient({ maxAttempts: 1, requestHandler: { requestTimeout: Number(WAIT_MS), connectionTimeout: 10000 } });

async function invoke() {
  // IAM changes take seconds to reach Lambda: the grant made in this very deploy may be refused at first.
  for (let attempt = 1; ; attempt++) {
    try {
      return await lambda.send(new InvokeCommand({ FunctionName: TARGET, InvocationType: 'RequestResponse', Payload: PAYLOAD }));
    } catch (error) {
      if (error.name !== 'AccessDeniedException' || attempt === 12) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }
}

exports.handler = async () => {
  const result = await invoke();
  const response = result.Payload ? Buffer.from(result.Payload).toString('utf8').slice(0, 4000) : '';
  if (result.FunctionError) throw new Error(TARGET + ' failed: ' + response);
  console.log(JSON.stringify({ target: TARGET, statusCode: result.StatusCode, response }));
  return { statusCode: result.StatusCode };
};
`;
