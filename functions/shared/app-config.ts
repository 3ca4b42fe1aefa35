import * as z from 'zod/mini';

/**
 * What the browser needs to talk to Cognito, served as /config.json: by the local stack in
 * development, and written to the web bucket from the stack outputs in the cloud. Nothing secret.
 */
export const appConfig = z.object({
  stage: z.enum(['local', 'cloud']),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set only for cognito-local; the cloud uses the regional endpoint. */
  cognitoEndpoint: z.optional(z.string()),
  /** cognito-local has no SRP, so the local stack signs in with USER_PASSWORD_AUTH. */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
});
export type AppConfig = z.infer<typeof appConfig>;
