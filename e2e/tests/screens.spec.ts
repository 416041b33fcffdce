import { expect } from '@playwright/test';
import { demo, fillLogin, test } from './support.ts';

const publicPages = [
  '/Home',
  '/account/login',
  '/account/register',
  '/aboutus/aboutus',
  '/contactus/contactus',
  '/notices/termcondition',
  '/page404',
];

for (const width of [390, 1280]) {
  test(`pages fit a ${width} px screen without sideways scrolling`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of publicPages) {
      await page.goto(path);
      await expect(page.locator('footer')).toContainText('All rights reserved');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`${path.replaceAll('/', '_')}-${width}.png`), fullPage: true });
    }
    await page.goto('/account/login');
    await fillLogin(page, demo.individual.email, demo.individual.password);
    await expect(page).toHaveURL(/\/check\/checklist$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`checklist-${width}.png`), fullPage: true });
  });
}
