import { addUserToGroup, ensureUserForEmail } from '#functions/platform/cognito-admin';
import { queueEmails } from '#functions/platform/email/queue';
import { adminApproveApplication } from '../routes';
import { ambassadorCodeOfUser, getAmbassador, linkAmbassadorUser, newAmbassador } from '../store';
import { getApplication, reviewApplication, startApproval, type AmbassadorApplication } from '../applications-store';
import { generateAmbassadorCode } from '../code';
import { PROMISED_COMMISSION_RATE } from '../commission';
import { Conflict, NotFound } from '#functions/platform/errors';
import { AMBASSADOR_GROUP } from '#functions/shared/roles';
import type { EmailJob } from '#functions/platform/email/jobs';
import { routeHandler } from '#functions/platform/http/handler';
import { logger } from '#functions/platform/logger';
import { ambassadorRow } from '../admin-rows';

/** Generated codes collide rarely (36^6 ≈ 2 billion); a few draws settle it. */
const GENERATED_CODE_ATTEMPTS = 5;

/**
 * Approves an application. Every step can be repeated, so an approval that failed half-way is
 * finished by approving again, never doubled:
 * 1. the applicant's portal account, found or created (an account that is already another
 *    ambassador's stops the approval here, before anything is written);
 * 2. the ambassador at the promised 50%, created in one transaction with the application's
 *    `ambassador_code` (a retry finds the code and skips this);
 * 3. the account joins the `ambassador` group and is linked to the ambassador (both idempotent);
 * 4. the approval email is queued (the sender's claim on the application id sends it once);
 * 5. the application is marked approved and the person's pending guard released; a second
 *    approval now answers 409.
 */
export async function approveApplication(id: string, requestedCode: string | undefined, now: Date) {
  const application = await getApplication(id, { consistent: true });
  if (!application) throw new NotFound('No application has that id.');
  if (application.status !== 'pending') throw new Conflict(`This application was already ${application.status}.`, 'application_reviewed');

  const { userId } = await ensureUserForEmail(application.email);
  const linkedCode = await ambassadorCodeOfUser(userId);
  if (linkedCode && linkedCode !== application.ambassador_code) {
    throw new Conflict(`The account of ${application.email} already belongs to the ambassador ${linkedCode}.`, 'already_ambassador');
  }

  const code = application.ambassador_code ?? (await createAmbassadorOf(application, requestedCode, now));
  await addUserToGroup(application.email, AMBASSADOR_GROUP);
  await linkAmbassadorUser(code, userId);
  await queueEmails([{ kind: 'ambassador_approved', applicationId: id } satisfies EmailJob]);
  const approved = await reviewApplication(id, 'approved', now);
  const ambassador = await getAmbassador(code, { consistent: true });
  if (!ambassador) throw new Error(`The ambassador ${code} of application ${id} is missing.`);
  return { application: approved, ambassador };
}

async function createAmbassadorOf(application: AmbassadorApplication, requestedCode: string | undefined, now: Date): Promise<string> {
  const [firstName = null, ...rest] = application.name.trim().split(/\s+/);
  for (let attempt = 1; attempt <= GENERATED_CODE_ATTEMPTS; attempt++) {
    const ambassador = newAmbassador(
      {
        code: requestedCode ?? generateAmbassadorCode(),
        email: application.email,
        status: 'active',
        commissionRate: PROMISED_COMMISSION_RATE,
        firstName,
        lastName: rest.length > 0 ? rest.join(' ') : null,
        company: application.company,
        applicationId: application.id,
      },
      now,
    );
    const started = await startApproval(application, ambassador, now);
    if (started.outcome === 'started') return started.code;
    if (requestedCode) throw new Conflict('That code is taken. Choose another one.', 'code_taken');
  }
  throw new Error(`No free ambassador code after ${GENERATED_CODE_ATTEMPTS} attempts.`);
}

export const handler = routeHandler(adminApproveApplication, async ({ params, body, auth }) => {
  const now = new Date();
  const { application, ambassador } = await approveApplication(params.id, body.code, now);
  logger.info('Admin approved an ambassador application', { by: auth.userId, applicationId: application.id, code: ambassador.code });
  return { application, ambassador: await ambassadorRow(ambassador, now) };
});
