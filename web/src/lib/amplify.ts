import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { AppConfig } from '#functions/shared/app-config';
import { loadConfig } from './config';
import { createEmulatorTokenRefresher } from './emulator-token-refresher';

let configured: Promise<AppConfig> | undefined;

/**
 * Configures Amplify from /config.json on first use and resolves to that config (callers need its
 * `authFlowType`). Only ./amplify-auth.ts imports this module, and it is itself loaded dynamically.
 */
export function ensureAmplify(): Promise<AppConfig> {
  configured ??= loadConfig()
    .then((config) => {
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: config.userPoolId,
            userPoolClientId: config.userPoolClientId,
            ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
            loginWith: { email: true },
          },
        },
      });
      if (config.cognitoEndpoint) {
        cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(
          createEmulatorTokenRefresher({ endpoint: config.cognitoEndpoint, clientId: config.userPoolClientId }),
        );
      }
      return config;
    })
    .catch((error: unknown) => {
      configured = undefined;
      throw error;
    });
  return configured;
}
