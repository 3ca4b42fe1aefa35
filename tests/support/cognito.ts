import { cognitoClient, ensureUser } from '#lib/local/cognito';
import type { StackInfo } from './local-stack';

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

async function cognitoCall<T>(stack: StackInfo, action: string, body: unknown): Promise<{ status: number; json: T }> {
  const res = await fetch(stack.cognito, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

/** Signs in the way the web app does locally (USER_PASSWORD_AUTH) and returns the tokens. */
export async function signIn(stack: StackInfo, email: string, password: string, clientId = stack.userPoolClientId): Promise<Tokens> {
  const { status, json } = await cognitoCall<{ AuthenticationResult?: { IdToken: string; AccessToken: string; RefreshToken: string } }>(
    stack,
    'InitiateAuth',
    { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: email, PASSWORD: password } },
  );
  const result = json.AuthenticationResult;
  if (status !== 200 || !result) throw new Error(`Sign-in of ${email} failed: ${status} ${JSON.stringify(json)}`);
  return { idToken: result.IdToken, accessToken: result.AccessToken, refreshToken: result.RefreshToken };
}

/** A confirmed account with a known password, e.g. "another subscriber" for access tests. */
export async function createAccount(stack: StackInfo, email: string, password: string, groups: string[] = []): Promise<string> {
  return ensureUser(cognitoClient(stack.cognito), stack.userPoolId, { email, password, groups });
}

export async function createAppClient(stack: StackInfo): Promise<string> {
  const { json } = await cognitoCall<{ UserPoolClient: { ClientId: string } }>(stack, 'CreateUserPoolClient', {
    UserPoolId: stack.userPoolId,
    ClientName: 'other',
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  });
  return json.UserPoolClient.ClientId;
}
