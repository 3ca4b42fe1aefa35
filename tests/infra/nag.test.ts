import { App, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addNagChecks, buildApp } from '#lib/app';
import type { CommentSparkStack } from '#lib/stack';

interface Finding {
  readonly rule: string;
  readonly severity: string;
  readonly path: string;
}

/** Runs AwsSolutions over the construct tree; `raw` also reports what has been acknowledged. */
function nagFindings(scope: IConstruct, { raw = false } = {}): Finding[] {
  const pack = new AwsSolutionsChecks();
  // cdk-nag 3.0.2 has no switch for "ignore acknowledgements"; its private check is replaced here only.
  if (raw) (pack as unknown as { isAcknowledged: () => boolean }).isAcknowledged = () => false;
  return pack.validateScope(scope).violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => ({
      rule: violation.ruleName,
      severity: violation.severity ?? 'unknown',
      path: resource.constructPath ?? '',
    })),
  );
}

interface Acknowledgement {
  readonly rule: string;
  readonly reason: string;
  readonly path: string;
}

function acknowledgements(scope: IConstruct): Acknowledgement[] {
  return scope.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .map(([id, reason]) => ({ rule: id.replace(/^annotation::/i, ''), reason, path: construct.node.path })),
  );
}

// With a sender domain, the shape production runs (every email resource); and without a sender,
// where email is paused and some resources (identity, account suppression) are left out. The
// second skips bundling: the bundles are the same, only the resources around them differ.
const variants: Array<{ variant: string; context: Record<string, string | string[]> }> = [
  { variant: 'with a sender domain', context: { stage: 'test', senderDomain: 'example.com' } },
  { variant: 'without a sender', context: { stage: 'test', 'aws:cdk:bundling-stacks': [] } },
];

describe.each(variants)('cdk-nag AwsSolutions on the CommentSpark app, $variant', ({ context }) => {
  let app: App;
  let stack: CommentSparkStack;
  let synthError: unknown;

  beforeAll(() => {
    // No account or region: the environment-agnostic synth must pass as well as a targeted one.
    ({ app, stack } = buildApp({ context }));
    // Synthesis runs the aspects (some acknowledgements are made there) and then the cdk-nag
    // plugin, which throws on an unacknowledged error. Keep the error for the test below.
    try {
      app.synth();
    } catch (error) {
      synthError = error;
    }
  });

  it('synthesizes: the validation plugin reports no error', () => {
    expect(synthError).toBeUndefined();
  });

  it('reports nothing that has not been acknowledged, warnings included', () => {
    expect(nagFindings(app)).toEqual([]);
  });

  it('acknowledges only findings that exist, each at or above the resource it covers', () => {
    const findings = nagFindings(app, { raw: true });
    const ours = acknowledgements(app).filter((ack) => ack.rule.startsWith('AwsSolutions-'));
    const stale = ours.filter(
      (ack) =>
        !findings.some((finding) => finding.rule === ack.rule && (finding.path === ack.path || finding.path.startsWith(`${ack.path}/`))),
    );
    expect(stale).toEqual([]);
  });

  it("checks the resources of the API's nested route stacks too", () => {
    const findings = nagFindings(app, { raw: true });
    expect(stack.api.routeStacks.size).toBeGreaterThan(0);
    for (const routeStack of stack.api.routeStacks.values()) {
      const inside = findings.filter((finding) => finding.path.startsWith(`${routeStack.node.path}/`)).map((finding) => finding.rule);
      // Every route function's runtime (acknowledged in ProjectFunction) at least.
      expect(inside, routeStack.node.path).toContain('AwsSolutions-L1');
    }
  });

  it('gives every acknowledgement a specific reason', () => {
    for (const ack of acknowledgements(app)) {
      if (!ack.rule.startsWith('AwsSolutions-')) continue;
      expect(ack.reason.length, `${ack.rule} at ${ack.path}`).toBeGreaterThanOrEqual(60);
    }
  });
});

describe('the cdk-nag gate itself', () => {
  it('fails synth on an unacknowledged finding', () => {
    const app = new App({ context: { '@aws-cdk/core:appMode': 'inmemory' } });
    addNagChecks(app);
    const stack = new Stack(app, 'Scratch');
    new s3.Bucket(stack, 'PlainBucket');

    expect(nagFindings(app).map((finding) => finding.rule)).toEqual(expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']));
    expect(() => app.synth()).toThrow(/AwsSolutions-S10/);
  });

  it('fails synth on an unacknowledged finding inside a nested stack', () => {
    const app = new App({ context: { '@aws-cdk/core:appMode': 'inmemory' } });
    addNagChecks(app);
    new s3.Bucket(new NestedStack(new Stack(app, 'Scratch'), 'Nested'), 'PlainBucket');

    expect(() => app.synth()).toThrow(/AwsSolutions-S10/);
  });
});
