import { expect, test } from '@playwright/test';
import { linkFromOutbox, signIn } from './support';

test('invite a team member → the activation link from the outbox → they land on /home', async ({ page, browser }) => {
  const email = `invitee.${Date.now().toString(36)}@example.com`;
  await signIn(page, 'owner@demo.test');
  await page.goto('/team');
  await page.getByRole('button', { name: '+ Add user' }).click();
  const panel = page.getByRole('dialog', { name: 'Add user' });
  const invite = panel.getByRole('button', { name: 'Invite' });
  await expect(invite).toBeDisabled();
  await panel.getByLabel('First name').fill('Ivy');
  await panel.getByLabel('Last name').fill('Invitee');
  await panel.getByLabel('Email').fill('ivy@example.test');
  await panel.getByLabel('Email').blur();
  await expect(panel.getByText('Email must be valid')).toBeVisible();
  await expect(invite).toBeDisabled();
  await panel.getByLabel('Email').fill(email);
  await expect(invite).toBeEnabled();
  await invite.click();
  await expect(page.getByRole('alert')).toContainText('User has been successfully invited.');
  await expect(page.getByRole('table', { name: 'Team members' })).toContainText(email);

  const link = await linkFromOutbox(page, email, '/activate-account');
  const fresh = await browser.newContext();
  const invitee = await fresh.newPage();
  await invitee.goto(link);
  await invitee.getByLabel('New password').fill('Ivy#Invited2026');
  await invitee.getByLabel('Confirm password').fill('Ivy#Invited2026');
  await invitee.getByRole('button', { name: 'Activate account' }).click();
  await expect(invitee).toHaveURL(/\/home$/);
  await expect(invitee.getByRole('heading', { name: 'Welcome, Ivy' })).toBeVisible();

  // The link works once.
  await invitee.goto(link);
  await expect(invitee.getByText('This account activation link is no longer valid.')).toBeVisible();
  await fresh.close();
});
