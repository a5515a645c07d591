import { expect, test } from '@playwright/test';
import { linkFromOutbox, screenshot, signIn, superAdminToken } from './support';

test('invite a team member → the activation link from the outbox → they land on /dashboard', async ({ page, browser }) => {
  // A long top-level domain (.agency), as real addresses have: the invitation takes every real one.
  const email = `invitee.${Date.now().toString(36)}@example.agency`;
  await signIn(page, 'owner@demo.test');
  await page.goto('/team');
  await page.getByRole('button', { name: '+ Add user' }).click();
  const panel = page.getByRole('dialog', { name: 'Add user' });
  const invite = panel.getByRole('button', { name: 'Invite' });
  await expect(invite).toBeDisabled();
  await panel.getByLabel('First name').fill('Ivy');
  await panel.getByLabel('Last name').fill('Invitee');
  await panel.getByLabel('Email').fill('ivy@example.c');
  await panel.getByLabel('Email').blur();
  await expect(panel.getByText('Email must be valid')).toBeVisible();
  await expect(invite).toBeDisabled();
  await panel.getByLabel('Email').fill(email);
  await expect(invite).toBeEnabled();
  await invite.click();
  await expect(page.getByRole('alert')).toContainText('User has been successfully invited.');
  await expect(page.getByRole('table', { name: 'Team members' })).toContainText(email);

  const link = await linkFromOutbox(page, email, '/activate-account');
  // The invitation names who invites and into which organisation.
  const mails = await page.request.get(`/api/outbox?to=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${await superAdminToken(page)}` } });
  const [mail] = (await mails.json()).data as { subject: string; text: string }[];
  expect(mail!.subject).toBe('Olivia Owner invited you to Demo Co on Trueline');
  expect(mail!.text).toContain('Olivia Owner (owner@demo.test) invited you to join Demo Co on Trueline.');
  const fresh = await browser.newContext();
  const invitee = await fresh.newPage();
  await invitee.goto(link);
  await invitee.getByLabel('New password').fill('Ivy#Invited2026');
  await invitee.getByLabel('Confirm password').fill('Ivy#Invited2026');
  await invitee.getByRole('button', { name: 'Activate account' }).click();
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await expect(invitee.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // The link works once; used again, the page says what to do and leads to sign-in.
  await invitee.goto(link);
  await expect(invitee.getByText('This account activation link is no longer valid.')).toBeVisible();
  await expect(invitee.getByText(/ask your administrator to invite you again/)).toBeVisible();
  await expect(invitee).toHaveTitle('Activate your account · Trueline');
  await screenshot(invitee, 'activation-invalid-1280.png');
  await invitee.setViewportSize({ width: 375, height: 740 });
  await screenshot(invitee, 'activation-invalid-375.png');
  await invitee.getByRole('button', { name: 'Go to sign in' }).click();
  await expect(invitee).toHaveURL(/\/sign-in$/);
  await fresh.close();
});
