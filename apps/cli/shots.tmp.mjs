import { chromium } from 'playwright-core';
const base = 'http://localhost:3441';
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
async function session(user, viewport) {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  if (user) {
    await page.goto(base + '/login');
    await page.locator('input[name=username], input[autocomplete=username]').first().fill(user);
    await page.locator('input[type=password]').first().fill('cronica-demo');
    await Promise.all([
      page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15000 }).catch(() => {}),
      page.locator('form button[type=submit]').first().click(),
    ]);
  }
  return page;
}
const shots = JSON.parse(process.argv[2]);
for (const { user, w, h, paths, tag } of shots) {
  const page = await session(user, { width: w, height: h });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' }).catch((e) => console.log('goto', p, e.message));
    await page.waitForTimeout(500);
    const name = `/tmp/shots/${tag}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, i = 0; y < height && i < 6; y += 1000, i += 1) {
      await page.screenshot({
        path: name.replace('.png', `-${i}.png`),
        fullPage: true,
        clip: { x: 0, y, width: w, height: Math.min(1000, height - y) },
      });
    }
    console.log(name, page.url(), height);
  }
}
await browser.close();
