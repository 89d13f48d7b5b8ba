import * as t from 'io-ts';
import type { Page } from 'playwright-core';
import { Message } from '../../src/contract/messages';
import { DEMO } from '../support/accounts';
import { openSignedIn } from '../support/signedInPage';
import { signInWithApi } from '../support/signIn';
import { expectNoAxeViolations } from './support/axe';
import { openBackOffice } from './support/backOffice';
import { expectHeading, waitForBotCheckVerified, waitForHydratedForm } from './support/flows';
import { checkScreen } from './support/screens';
import { browserSuite } from './support/suite';

const SUBJECT = 'Your appraisal is booked';
const REPLY = 'Thank you. Tuesday at 10 am suits me; the side gate will be open.';
const NEW_SUBJECT = 'A question about fees';
const BODY = 'Hello Evan,\n\nThe appraiser will visit on Tuesday at 10 am.\nPlease make sure every room is accessible.';

// Issue 12 §1 (§6 browser test "reading a message"): Evan Marsh (demo.estimate, no messages yet) is on his home when
// his Home Equity Officer sends a message from the back office. After a reload the home's navigation says
// "Messages, 1 unread"; the inbox marks it "Unread"; opening it shows the plain-text body and marks it read — the count
// drops at once, the server holds the read, and it stays read after a reload. He replies (an empty or too long reply
// is refused at the field, keeping the text) and writes a new message; the back office sees his reply unread and
// answers it, and the answer is unread for him. The inbox, the thread and the compose form pass axe and fit 320 px.
describe('messages from the deal team: unread count, inbox, reading a message', () => {
  const e2e = browserSuite();
  let applicationUuid = '';

  const page = (): Page => e2e.tab.page;
  const nav = () => page().getByRole('navigation', { name: 'Application' });
  const messagesLink = (name: string) => nav().getByRole('link', { name, exact: true });
  /** Runs axe and checks that the page fits 320 px without scrolling sideways. */
  const check = (label: string) => checkScreen(page(), label);

  it('signs in: the navigation offers Messages, with nothing unread', async () => {
    applicationUuid = (await openSignedIn(page(), e2e.sandbox.baseUrl, DEMO.estimate)).applicationUuid;
    await messagesLink('Messages').waitFor();
  });

  it('"Contact your team" opens a dialog with the deal team; Escape gives focus back to the button; "Write to your team" opens a new message', async () => {
    const opener = page().getByRole('button', { name: 'Contact your team' });
    await opener.click();
    const dialog = page().getByRole('dialog', { name: 'Your team' });
    await dialog.getByText('Home Equity Officer', { exact: true }).waitFor();
    await dialog.getByText('Transaction Specialist', { exact: true }).waitFor();
    await expectNoAxeViolations(page(), 'the team dialog');
    await page().keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page().evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Contact your team');
    // Again, from the keyboard: the dialog's code is already here.
    await page().keyboard.press('Enter');
    await dialog.getByRole('link', { name: 'Write to your team' }).click();
    await expectHeading(page(), 'Write to your team');
    await page().goBack();
    await messagesLink('Messages').waitFor();
  });

  it('a message sent from the back office shows as "Messages, 1 unread" on the home', async () => {
    const backOffice = await openBackOffice(e2e.sandbox.baseUrl);
    const sent = await backOffice.sendMessage(applicationUuid, { from: 'home-equity-officer', subject: SUBJECT, body: BODY });
    expect(sent.read_at).toBeNull();
    await page().reload();
    await expectHeading(page(), 'Your application');
    await messagesLink('Messages, 1 unread').waitFor();
  });

  it('the inbox lists it as unread, with its sender and role', async () => {
    await messagesLink('Messages, 1 unread').click();
    await expectHeading(page(), 'Messages');
    await page().getByText('You have 1 unread message.', { exact: true }).waitFor();
    const item = page().getByRole('listitem').filter({ has: page().getByRole('link', { name: SUBJECT }) });
    await item.getByText('Unread', { exact: true }).waitFor();
    await item.getByText(/^From .+, Home Equity Officer\. Sent \d{2}\/\d{2}\/\d{4}\.$/).waitFor();
    await check('messages inbox');
  });

  it('opening it shows the message and marks it read: the count drops, and the server holds the read', async () => {
    await page().getByRole('link', { name: SUBJECT }).click();
    await expectHeading(page(), SUBJECT);
    await page().getByText('The appraiser will visit on Tuesday at 10 am.', { exact: false }).waitFor();
    await messagesLink('Messages').waitFor();
    await page().getByText(/^Read \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await check('one message');
    const api = await signInWithApi(e2e.sandbox.baseUrl, DEMO.estimate);
    await expect.poll(async () => (await api.get(`v1/customer/application/${applicationUuid}/messages/`, t.array(Message)))[0]?.read_at ?? null).not.toBeNull();
  });

  it('stays read after a reload', async () => {
    await page().reload();
    await expectHeading(page(), SUBJECT);
    await messagesLink('Messages').waitFor();
    await page().getByRole('link', { name: 'All messages' }).click();
    await expectHeading(page(), 'Messages');
    await page().getByText('You have read all your messages.', { exact: true }).waitFor();
    expect(await page().getByText('Unread', { exact: true }).count()).toBe(0);
    expect(await messagesLink('Messages').count()).toBe(1);
  });

  it('replies in the thread: empty and too long are refused at the field and keep the text; the reply shows with who and when', async () => {
    await page().getByRole('link', { name: SUBJECT }).click();
    await expectHeading(page(), SUBJECT);
    const box = page().getByLabel('Your reply');
    await page().getByRole('button', { name: 'Send reply' }).click();
    await page().getByText('Write your message.', { exact: true }).waitFor();
    await box.fill('x'.repeat(5001));
    await page().getByText('5,001 of 5,000 characters: 1 too many', { exact: true }).waitFor();
    await page().getByRole('button', { name: 'Send reply' }).click();
    await page().getByText('Keep your message to 5,000 characters or fewer (it has 5,001).', { exact: true }).waitFor();
    expect((await box.inputValue()).length).toBe(5001);
    await box.fill(REPLY);
    await page().getByRole('button', { name: 'Send reply' }).click();
    await page().getByText('Your reply was sent. Your deal team will answer here.', { exact: true }).waitFor();
    const thread = page().getByRole('list', { name: 'Messages in this conversation' });
    const mine = thread.getByRole('listitem').filter({ hasText: 'Tuesday at 10 am suits me' });
    await mine.getByText(/, Homeowner$/).waitFor();
    await mine.getByText(/^Sent \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} (AM|PM)$/).waitFor();
    expect(await thread.getByRole('listitem').count()).toBe(2);
    expect(await box.inputValue()).toBe('');
    await check('a thread with a reply');
  });

  it('writes a new message from the inbox: both fields are checked, and the new conversation opens', async () => {
    await page().getByRole('link', { name: 'All messages' }).click();
    await expectHeading(page(), 'Messages');
    await page().getByRole('link', { name: 'Write to your team' }).click();
    await expectHeading(page(), 'Write to your team');
    await page().getByLabel('Your message').fill('  \n  ');
    await page().getByRole('button', { name: 'Send message' }).click();
    await page().getByText('Write a subject.', { exact: true }).waitFor();
    await page().getByText('Write your message.', { exact: true }).waitFor();
    expect(await page().getByLabel('Your message').inputValue()).toBe('  \n  ');
    await check('writing a new message');
    await page().getByLabel('Subject').fill(NEW_SUBJECT);
    await page().getByLabel('Your message').fill('Is the appraisal fee part of the closing costs?');
    await page().getByRole('button', { name: 'Send message' }).click();
    await expectHeading(page(), NEW_SUBJECT);
    await page().getByText('Is the appraisal fee part of the closing costs?', { exact: true }).waitFor();
  });

  it("a homeowner's reply reaches the back office: unread there, and the deal team's answer reaches the homeowner unread", async () => {
    await page().goto(`${e2e.sandbox.baseUrl}/sandbox/back-office`);
    await page().getByLabel('Email').fill('ops@example.com');
    await page().getByLabel('Password').fill('Ops-pass-1');
    await page().getByRole('button', { name: 'Sign in' }).click();
    const row = page().getByRole('row').filter({ hasText: DEMO.estimate.email });
    await row.getByRole('link', { name: '2 unread' }).click();
    await page().getByText('2 unread messages from the homeowners.', { exact: true }).waitFor();
    await page().getByRole('link', { name: SUBJECT }).click();
    await expectHeading(page(), SUBJECT);
    await page().getByText(REPLY, { exact: true }).waitFor();
    await page().getByText('(Homeowner)', { exact: false }).first().waitFor();
    await page().getByLabel(/^Message \(plain text/).fill('Tuesday at 10 am is confirmed.');
    await page().getByRole('button', { name: 'Send answer' }).click();
    await page().getByText(/^Answer sent/).waitFor();
    await page().getByRole('link', { name: 'Back to the application' }).click();
    await page().getByText('1 unread message from the homeowners.', { exact: true }).waitFor();
    const api = await signInWithApi(e2e.sandbox.baseUrl, DEMO.estimate);
    const messages = await api.get(`v1/customer/application/${applicationUuid}/messages/`, t.array(Message));
    expect(messages.filter((m) => m.read_at === null).map((m) => m.body)).toEqual(['Tuesday at 10 am is confirmed.']);
  });

  it('the ops view reads a customer’s unread message without marking it read (§6)', async () => {
    const uma = await openBackOffice(e2e.sandbox.baseUrl).then((b) => b.applicationOf('demo.underreview@example.com'));
    const tab = await e2e.openTab();
    await page().goto(`${e2e.sandbox.baseUrl}/ops/sign-in`);
    await waitForHydratedForm(page());
    await waitForBotCheckVerified(page());
    await page().getByLabel('Staff email').fill('ops@example.com');
    await page().getByLabel('Password').fill('Ops-pass-1');
    await page().getByRole('button', { name: 'Sign in' }).click();
    await expectHeading(page(), 'All applications');
    await page().goto(`${e2e.sandbox.baseUrl}/applications/${uma}/messages`);
    await expectHeading(page(), 'Messages');
    await messagesLink('Messages, 1 unread').waitFor();
    // Staff read; they never write: no "Write to your team", no reply form.
    expect(await page().getByRole('link', { name: 'Write to your team' }).count()).toBe(0);
    await page().getByRole('link', { name: 'Your application is being reviewed' }).click();
    await expectHeading(page(), 'Your application is being reviewed');
    await page().getByText('Not read by the customer yet', { exact: true }).waitFor();
    expect(await page().getByRole('button', { name: 'Send reply' }).count()).toBe(0);
    await messagesLink('Messages, 1 unread').waitFor();
    await expectNoAxeViolations(page(), 'one message, ops view');
    expect(tab.network.filter((r) => r.method === 'POST' && r.url.includes('/messages/'))).toEqual([]);
  });
});
