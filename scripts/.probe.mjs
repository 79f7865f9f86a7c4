import { chromium } from 'playwright-core';
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const p = await b.newPage({ viewport: { width: 390, height: 844 } });
p.on('load', () => console.log('LOAD', p.url()));
p.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
p.on('response', (r) => r.status() >= 400 && console.log('status', r.status(), r.url()));
p.on(
  'request',
  (r) => r.isNavigationRequest() && console.log('NAVREQ', r.url(), r.frame() === p.mainFrame()),
);
p.on('console', (m) => m.type() === 'error' && console.log('console', m.text().slice(0, 400)));
p.on('response', (r) => r.status() >= 400 && console.log('status', r.status(), r.url()));
const [first, ...rest] = process.argv.slice(2);
await p.goto(`http://127.0.0.1:6150/iframe.html?id=${first}&viewMode=story`);
await p.waitForTimeout(3000);
for (const id of rest) {
  console.log('->', id);
  await p.evaluate(
    (id) =>
      window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
        storyId: id,
        viewMode: 'story',
      }),
    id,
  );
  await p.waitForTimeout(3000);
}
await b.close();
