import { type CfnElement, NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type TemplateJson = { Resources: Record<string, { Properties?: { Parameters?: Record<string, Json> } } & Record<string, Json>> } & Record<
  string,
  Json
>;

/** The stacks nested directly in `stack`. */
function nestedIn(stack: Stack): NestedStack[] {
  return stack.node.children.flatMap(function walk(child: IConstruct): NestedStack[] {
    if (NestedStack.isNestedStack(child)) return child.nestedStackParent === stack ? [child] : [];
    return child.node.children.flatMap(walk);
  });
}

/** `stack` and every stack nested in it, at any depth, parents first. */
export function stackAndNested(stack: Stack): Stack[] {
  return [stack, ...nestedIn(stack).flatMap(stackAndNested)];
}

/** A construct's logical id in its own stack (nested or not). */
export function logicalIdOf(construct: IConstruct): string {
  return Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);
}

/** Replaces each `{ Ref: <parameter> }` by what the parent passes for it. */
function substituted(value: Json, parameters: Readonly<Record<string, Json>>): Json {
  if (Array.isArray(value)) return value.map((item) => substituted(item, parameters));
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === 'Ref' && typeof value.Ref === 'string' && value.Ref in parameters) return parameters[value.Ref]!;
  return Object.fromEntries(keys.map((key) => [key, substituted(value[key]!, parameters)]));
}

function mergedJson(stack: Stack): TemplateJson {
  const own = Template.fromStack(stack).toJSON() as TemplateJson;
  const resources = { ...own.Resources };
  for (const nested of nestedIn(stack)) {
    const passed = own.Resources[stack.getLogicalId(nested.nestedStackResource as CfnElement)]?.Properties?.Parameters ?? {};
    for (const [id, resource] of Object.entries(mergedJson(nested).Resources)) {
      if (id in resources)
        throw new Error(`${nested.node.path} and ${stack.node.path} both have a resource ${id}: the merged template cannot hold both.`);
      resources[id] = substituted(resource as Json, passed) as TemplateJson['Resources'][string];
    }
  }
  return { ...own, Resources: resources };
}

/**
 * The stack's template with the resources of its nested stacks (the API's route stacks,
 * lib/constructs/api.ts) merged in, each nested stack's parameters replaced by the values the
 * parent passes. A route function's `{ Ref: <table> }` so reads as it would in one stack, and an
 * assertion about every function or every policy covers the nested stacks' too. Outputs and
 * parameters are the parent's. Look resources up with `logicalIdOf`.
 */
export function appTemplate(stack: Stack): Template {
  return Template.fromJSON(mergedJson(stack));
}

/** How many resources each stack's own template holds: CloudFormation allows 500 per stack. */
export function resourceCounts(stack: Stack): Array<{ path: string; count: number }> {
  return stackAndNested(stack).map((each) => ({
    path: each.node.path,
    count: Object.keys(Template.fromStack(each).toJSON().Resources ?? {}).length,
  }));
}
