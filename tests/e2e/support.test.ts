import { describe, expect, inject, it } from 'vitest';
import { waitForMail } from '../support/mail';
import { openPage, signInThroughForm, toastText, useBrowser } from './support/browser';

const stack = inject('stack');
const browser = useBrowser();

describe('support', () => {
  it('takes a request from the Support tab to the admin inbox, and the answer back to the subscriber', async () => {
    const subject = `calendar question ${Date.now()}`;
    const { subscriber, admin } = stack.accounts;

    // The demo subscriber (monthly, in the trial) writes from the dashboard.
    const creator = await openPage(browser.current, stack.app!);
    await signInThroughForm(creator.page, subscriber.email, subscriber.password);
    await creator.page.waitForURL('**/dashboard');
    await creator.page.goto('/dashboard?tab=support');
    await creator.page.getByText('Your plan includes priority support. We usually answer priority requests first.').waitFor();
    const form = creator.page.getByRole('form', { name: 'New support request' });
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Topic (optional)').selectOption({ label: 'Calendar, analytics or year plan' });
    await form.getByLabel('Message').fill('hi! where do i see the ideas i scheduled for next week? thx');
    await form.getByRole('button', { name: 'Send request' }).click();
    expect(await toastText(creator.page, 'Request sent')).toContain('The answer comes by email and shows here.');
    const mine = creator.page.getByRole('listitem').filter({ has: creator.page.getByRole('heading', { name: subject }) });
    await mine.getByText('Waiting for an answer').waitFor();

    // An admin finds it in the inbox, marked priority, and answers it from its page.
    const desk = await openPage(browser.current, stack.app!);
    await signInThroughForm(desk.page, admin.email, admin.password);
    await desk.page.waitForURL('**/admin');
    await desk.page.goto('/admin?tab=support');
    const open = desk.page.getByRole('region', { name: /^Open/ });
    const row = open.getByRole('listitem').filter({ hasText: subject });
    await row.waitFor();
    expect(await row.innerText()).toContain('Priority');
    await row.getByRole('link', { name: subject }).click();
    await desk.page.getByRole('heading', { name: subject, level: 2 }).waitFor();
    const facts = await desk.page.getByRole('region', { name: 'Account when sent' }).innerText();
    expect(facts).toContain(subscriber.email);
    expect(facts).toContain('Monthly ($28/month)');
    await desk.page.getByLabel(`Your reply to ${subscriber.email}`).fill('Hi! Open the Calendar tab and switch to Week.');
    await desk.page.getByRole('button', { name: 'Send reply' }).click();
    await toastText(desk.page, 'Reply sent');
    await desk.context.close();

    // The answer reaches the subscriber's mailbox and their Support tab.
    const mail = await waitForMail(stack, (email) => email.destination.to.includes(subscriber.email) && email.subject === `Re: ${subject}`);
    expect(mail.body.text).toContain('Open the Calendar tab and switch to Week.');
    await creator.page.reload();
    const answered = creator.page.getByRole('listitem').filter({ has: creator.page.getByRole('heading', { name: subject }) });
    await answered.getByText('Open the Calendar tab and switch to Week.').waitFor();
    expect(await answered.innerText()).toContain('Answered');
    await creator.context.close();
  });
});
