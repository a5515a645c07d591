import { expect, test } from '@playwright/test';
import { createActivatedUser, linkFromOutbox } from './support';

test('forgot password → the mailed link → a new password that passes the checklist → sign in', async ({ page }) => {
  const { email } = await createActivatedUser(page, 'reset');
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Password Reset' }).first().click();
  await expect(page).toHaveURL(/\/forgot-password/);
  // The route's code loads after the address changes; until then the sign-in form (with its own Email field) is still shown.
  await expect(page.getByRole('button', { name: 'Request reset link' })).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Request reset link' }).click();
  await expect(page.getByText('Email must be valid')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Request reset link' }).click();
  await expect(page.getByText('Please check your email for your password reset link.')).toBeVisible();

  const link = await linkFromOutbox(page, email, '/reset-password');
  await page.goto(link);
  const rules = page.getByRole('list', { name: 'Password rules' }).getByRole('listitem');
  await expect(rules).toHaveCount(6);
  await page.getByLabel('New password').fill('short');
  await expect(page.locator('[data-met="true"]')).toHaveCount(1); // lowercase only
  await page.getByLabel('New password').fill('Brand#New2026');
  await page.getByLabel('Confirm password').fill('Brand#New2026');
  await expect(page.locator('[data-met="true"]')).toHaveCount(6);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Your password has been updated. Please sign in now.')).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('This password reset link is no longer valid.')).toBeVisible();

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Brand#New2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});
