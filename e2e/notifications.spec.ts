import { expect, test } from '@playwright/test';
import { createActivatedUser, signIn, tokenFor } from './support';

test('a notification arrives live, the badge updates, opening the drawer marks all read', async ({ page }) => {
  const { email, password } = await createActivatedUser(page, 'notify');
  await signIn(page, email, password);
  const badge = page.getByTestId('notification-badge').locator('.MuiBadge-badge');
  await expect(badge).toHaveClass(/MuiBadge-invisible/);

  // Sent from another session of the same user: it reaches this page over the realtime hub.
  const token = await tokenFor(page, email, password);
  const sent = await page.request.post('/api/orgs/00000000-0000-4000-8000-000000000001/notifications/test', { headers: { authorization: `Bearer ${token}` } });
  expect(sent.ok()).toBeTruthy();
  await expect(badge).toHaveText('1');
  await expect(badge).not.toHaveClass(/MuiBadge-invisible/);

  await page.getByRole('button', { name: /Notifications, 1 unread/ }).click();
  await expect(page.getByRole('list', { name: 'Notification list' })).toContainText('Test notification');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
  await expect(badge).toHaveClass(/MuiBadge-invisible/);

  await page.getByRole('button', { name: 'Notifications, 0 unread' }).click();
  await page.getByRole('button', { name: 'Delete notification Test notification' }).click();
  await expect(page.getByText('You have no notifications.')).toBeVisible();
});
