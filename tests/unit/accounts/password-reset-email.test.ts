// @vitest-environment jsdom
import type { Context, CustomMessageTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { renderPasswordResetEmail } from '#functions/accounts/emails/password-reset';
import { handler } from '#functions/accounts/handlers/custom-message';
import { APP_URL, hrefs, linkNamed, parseHtml } from '../support/emails';

const PLACEHOLDER = '{####}';
const occurrences = (text: string, piece: string) => text.split(piece).length - 1;

describe('the password reset email', () => {
  it("carries Cognito's code placeholder exactly once, unescaped, in the reset link", async () => {
    const email = await renderPasswordResetEmail({ appUrl: APP_URL, email: 'dani+reset@example.com', code: PLACEHOLDER });

    // cognito-local replaces only the first occurrence; real Cognito needs it present.
    expect(occurrences(email.html, PLACEHOLDER)).toBe(1);
    expect(linkNamed(parseHtml(email.html), 'Choose a new password')?.getAttribute('href')).toBe(
      `${APP_URL}/auth?reset=true&email=dani%2Breset%40example.com&code=${PLACEHOLDER}`,
    );
  });

  it('makes the reset link the first link of the email', async () => {
    const email = await renderPasswordResetEmail({ appUrl: APP_URL, email: 'dani@example.com', code: PLACEHOLDER });

    expect(hrefs(parseHtml(email.html))[0]).toBe(`${APP_URL}/auth?reset=true&email=dani%40example.com&code=${PLACEHOLDER}`);
  });

  it('has no unsubscribe or settings link, and says what to do if it was not you', async () => {
    const email = await renderPasswordResetEmail({ appUrl: APP_URL, email: 'dani@example.com', code: PLACEHOLDER });

    expect(email.subject).toBe('Reset your CommentSpark password');
    expect(hrefs(parseHtml(email.html))).toHaveLength(1);
    expect(email.text).toContain("If it wasn't you, ignore this email: your password stays as it is.");
  });

  it("fits Cognito's 20,000-character limit on a custom email message", async () => {
    const email = await renderPasswordResetEmail({ appUrl: APP_URL, email: `${'a'.repeat(200)}@example.com`, code: PLACEHOLDER });

    expect(email.html.length).toBeLessThan(20_000);
  });
});

describe('the CustomMessage trigger', () => {
  function event(triggerSource: CustomMessageTriggerEvent['triggerSource']): CustomMessageTriggerEvent {
    return {
      version: '1',
      region: 'local',
      userPoolId: 'local_pool',
      userName: 'user-sub',
      callerContext: { awsSdkVersion: 'test', clientId: 'client' },
      triggerSource,
      request: {
        userAttributes: { email: 'dani@example.com' },
        codeParameter: PLACEHOLDER,
        usernameParameter: null,
        linkParameter: '{##Click Here##}',
      },
      response: { smsMessage: null, emailMessage: null, emailSubject: null },
    } as CustomMessageTriggerEvent;
  }

  it('writes the reset email for ForgotPassword', async () => {
    const result = (await handler(event('CustomMessage_ForgotPassword'), {} as Context, () => undefined)) as CustomMessageTriggerEvent;

    expect(result.response.emailSubject).toBe('Reset your CommentSpark password');
    expect(occurrences(result.response.emailMessage ?? '', PLACEHOLDER)).toBe(1);
    expect(hrefs(parseHtml(result.response.emailMessage ?? ''))[0]).toMatch(/\/auth\?reset=true&email=dani%40example\.com&code=\{####\}$/);
  });

  it('leaves the other messages as Cognito writes them', async () => {
    const result = (await handler(event('CustomMessage_SignUp'), {} as Context, () => undefined)) as CustomMessageTriggerEvent;

    expect(result.response.emailMessage).toBeNull();
    expect(result.response.emailSubject).toBeNull();
  });
});
