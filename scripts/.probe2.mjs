import { chromium } from 'playwright-core';
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const p = await b.newPage({ viewport: { width: 390, height: 844 } });
await p.goto(`http://127.0.0.1:6150/iframe.html?id=${process.argv[2]}&viewMode=story`);
await p.waitForTimeout(2500);
await p.screenshot({ path: `/tmp/shot.png` });
const snap = await p.locator('#storybook-root').ariaSnapshot();
console.log(snap);
await b.close();
