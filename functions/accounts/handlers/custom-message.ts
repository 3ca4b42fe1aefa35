import type { CustomMessageTriggerHandler } from 'aws-lambda';
import { renderPasswordResetEmail } from '../emails/password-reset';

const appUrl = process.env.APP_URL ?? 'http://localhost:5173';

/** Turns Cognito's bare reset code into a link to /auth in new-password mode. */
export const handler: CustomMessageTriggerHandler = async (event) => {
  if (event.triggerSource === 'CustomMessage_ForgotPassword') {
    const email = event.request.userAttributes.email ?? event.userName;
    // Cognito mails only the HTML it is given; the plain-text part is not used here.
    const message = await renderPasswordResetEmail({ appUrl, email, code: event.request.codeParameter });
    event.response.emailSubject = message.subject;
    event.response.emailMessage = message.html;
  }
  return event;
};
