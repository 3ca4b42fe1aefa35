import type { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';

type TokenRefresher = Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher>[0];
type RefreshedTokens = Awaited<ReturnType<TokenRefresher>>;
type Jwt = RefreshedTokens['accessToken'];

interface InitiateAuthResponse {
  AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
}

/**
 * Amplify refreshes tokens with GetTokensFromRefreshToken, which cognito-local does not implement.
 * Against the emulator we refresh with InitiateAuth REFRESH_TOKEN_AUTH instead. Errors carry the
 * Cognito exception name, because Amplify decides from it whether to drop the session
 * (NotAuthorizedException) or keep it for a retry.
 */
export function createEmulatorTokenRefresher(options: { endpoint: string; clientId: string; fetch?: typeof fetch }): TokenRefresher {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  return async ({ tokens, username }) => {
    if (!tokens.refreshToken) throw namedError('NotAuthorizedException', 'No refresh token in the session.');
    const response = await send(options.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: options.clientId,
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
      }),
    });
    const body = (await response.json().catch(() => ({}))) as InitiateAuthResponse & { __type?: string; message?: string };
    if (!response.ok) {
      // `__type` may be "NotAuthorizedException" or "prefix#NotAuthorizedException".
      const name = body.__type?.split('#').pop() || 'UnknownError';
      throw namedError(name, body.message ?? `Token refresh failed (HTTP ${response.status})`);
    }
    const result = body.AuthenticationResult;
    if (!result?.AccessToken) throw namedError('UnknownError', 'Token refresh returned no access token.');
    const accessToken = decodeJwt(result.AccessToken);
    const issuedAt = accessToken.payload.iat;
    return {
      accessToken,
      idToken: result.IdToken ? decodeJwt(result.IdToken) : undefined,
      clockDrift: typeof issuedAt === 'number' ? issuedAt * 1000 - Date.now() : 0,
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      username,
    };
  };
}

function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

export function decodeJwt(token: string): Jwt {
  const part = token.split('.')[1];
  if (!part) throw namedError('UnknownError', 'Malformed token.');
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  return { payload: JSON.parse(json) as Jwt['payload'], toString: () => token };
}
