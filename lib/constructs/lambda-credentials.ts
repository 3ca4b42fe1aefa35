import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles (the `alias` in
 * ./bundling.ts); nothing imports it directly, and the local stack and tests use the real chain.
 *
 * Every SDK client imports the default credential chain statically, and the chain brings SSO,
 * STS, ini files, IMDS, the container endpoint and their nested clients: about 130 KB of each
 * minified bundle that a bundler cannot drop (aws/aws-sdk-js-v3#5516, #6087). In Lambda the
 * execution role's credentials are always in AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY /
 * AWS_SESSION_TOKEN, and the environment is the first source the default chain tries, so the
 * chain never gets past it there: this is the same answer without the rest of the chain.
 */
export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]): ReturnType<typeof fromEnv> => fromEnv(init);
