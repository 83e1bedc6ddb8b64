import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { listTemplates } from '../../templates';
import { expect, openNewPortfolioByApi, signedUpByApi, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A builder action, from the folded menu on a phone. */
async function builderAction(page: Page, name: string) {
  const actions = page.getByRole('navigation', { name: 'Builder actions' });
  const folded = actions.getByRole('button', { name: 'Actions' });
  const action = actions.getByRole('button', { name, exact: true });
  // After a reload the builder may still be drawing: wait for one of the two.
  await expect(folded.or(action).first()).toBeVisible();
  if (await folded.isVisible()) await folded.click();
  await action.click();
}

const template = listTemplates()[0]!;

for (const width of [1280, 375]) {
  test(`at ${width} px the designer adds a domain, sees the records to create, checks them and removes it`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    const designer = await signedUpByApi(page, 'Ada Domain');
    await openNewPortfolioByApi(page, designer, template.id);
    await builderAction(page, 'Portfolio Settings');
    const panel = page.getByRole('complementary', { name: 'Portfolio Settings' });
    const section = panel.getByRole('region', { name: 'Custom domain' });

    // Not a domain: the form says why and keeps what was typed.
    const field = section.getByLabel('Domain');
    await field.fill('localhost');
    await section.getByRole('button', { name: 'Add domain' }).click();
    await expect(section.getByRole('alert')).toHaveText('Enter a domain such as www.yourname.com');
    await expect(field).toHaveValue('localhost');

    const hostname = `www.ada-${randomUUID().slice(0, 8)}.example`;
    await field.fill(`https://${hostname.toUpperCase()}/`);
    await section.getByRole('button', { name: 'Add domain' }).click();
    await expect(section.getByRole('strong').filter({ hasText: hostname })).toBeVisible();
    await expect(section.getByText('Pending', { exact: true })).toBeVisible();
    await expect(section.getByText(`_folio-verify.${hostname}`)).toBeVisible();
    const tokenCode = section.getByText(/^folio-verify=[\w-]{20,}$/);
    await expect(tokenCode).toBeVisible();
    const token = (await tokenCode.textContent())!;

    // The TXT value goes to the clipboard exactly as the DNS provider needs it.
    await section.getByRole('button', { name: 'Copy TXT value' }).click();
    await expect(page.getByText('Value copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await page.screenshot({ path: testInfo.outputPath(`domain-records-${width}.png`) });

    // This machine's DNS has no such record: the check says what it found and what it expected.
    await section.getByRole('button', { name: 'Verify' }).click();
    const result = section.getByRole('status');
    await expect(result).toContainText('The TXT record was not found yet');
    await expect(result).toContainText(`Nothing found at _folio-verify.${hostname}`);
    await expect(result).toContainText(`Expected ${token}`);
    await expect(section.getByText('Pending', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`domain-check-${width}.png`) });

    // Removing asks first; keeping it changes nothing.
    await section.getByRole('button', { name: 'Remove', exact: true }).click();
    await section.getByRole('button', { name: 'Keep it' }).click();
    await expect(section.getByRole('strong').filter({ hasText: hostname })).toBeVisible();
    await section.getByRole('button', { name: 'Remove', exact: true }).click();
    await section.getByRole('button', { name: 'Remove domain' }).click();
    await expect(page.getByText('Domain removed')).toBeVisible();
    await expect(section.getByLabel('Domain')).toHaveValue('');

    // Gone on the server too: a reload shows the empty form.
    await page.reload();
    await builderAction(page, 'Portfolio Settings');
    await expect(
      page
        .getByRole('region', { name: 'Custom domain' })
        .getByRole('button', { name: 'Add domain' }),
    ).toBeVisible();
  });
}
