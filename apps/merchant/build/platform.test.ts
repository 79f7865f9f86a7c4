import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { configureBuild } from './delivery.ts';
import {
  configurePage,
  contentSecurityPolicy,
  platformBase,
  platformOrigin,
  platformTag,
} from './platform.ts';

/** A page's head as the build writes it (Vite writes ' in attributes as &#39;). */
function builtPage(base: string): string {
  const policy = contentSecurityPolicy(platformOrigin(base)).replaceAll("'", '&#39;');
  return [
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
    platformTag(base),
    `<meta http-equiv="Content-Security-Policy" content="${policy}">`,
    '<script data-route="/home">boot</script><title>Home</title></head>',
    '<body><div id="root"></div></body></html>',
  ].join('');
}

/** The policy of a page, as the browser reads it. */
const policyOf = (html: string) =>
  /http-equiv="Content-Security-Policy" content="([^"]*)"/
    .exec(html)![1]!
    .replaceAll('&#39;', "'")
    .split('; ');
const directive = (html: string, name: string) =>
  policyOf(html).find((part) => part.startsWith(`${name} `));

describe("the platform's address", () => {
  it('is the page origin when empty, else an absolute http(s) address without its last slash', () => {
    expect(platformBase(undefined)).toBe('');
    expect(platformBase('  ')).toBe('');
    expect(platformBase('https://api.example/')).toBe('https://api.example');
    expect(platformBase('http://127.0.0.1:6402')).toBe('http://127.0.0.1:6402');
    expect(platformBase('https://api.example/shop/')).toBe('https://api.example/shop');
    expect(platformOrigin('https://api.example/shop')).toBe('https://api.example');
  });

  it('refuses anything a browser could not call', () => {
    for (const wrong of [
      'api.example',
      '/api',
      'ftp://api.example',
      'javascript:alert(1)',
      'https://user:pw@api.example',
      'https://api.example/?x=1',
    ])
      expect(() => platformBase(wrong), wrong).toThrow();
  });
});

describe('a built page pointed at a platform at deploy time', () => {
  it('is the page the build makes for that platform: meta tag, connect-src and img-src', () => {
    const configured = configurePage(builtPage(''), 'https://api.example/');
    expect(configured).toBe(builtPage('https://api.example'));
    expect(directive(configured, 'connect-src')).toBe("connect-src 'self' https://api.example");
    expect(directive(configured, 'img-src')).toBe(
      "img-src 'self' data: blob: https: https://api.example",
    );
    expect(configured).toContain('<meta name="platform-api" content="https://api.example">');
  });

  it('keeps the rest of the policy, the boot script hash among it', () => {
    const before = policyOf(builtPage(''));
    const after = policyOf(configurePage(builtPage(''), 'http://127.0.0.1:6402'));
    const others = (policy: string[]) => policy.filter((part) => !/^(connect|img)-src /.test(part));
    expect(others(after)).toEqual(others(before));
    expect(after.join('; ')).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
  });

  it('can be pointed again elsewhere, or back at its own origin', () => {
    const twice = configurePage(
      configurePage(builtPage(''), 'https://a.example'),
      'https://b.example',
    );
    expect(twice).toBe(builtPage('https://b.example'));
    expect(configurePage(twice, '')).toBe(builtPage(''));
  });

  it('refuses HTML that is not a page of this build', () => {
    expect(() => configurePage('<html><head></head></html>', 'https://a.example')).toThrow(
      /not a page of this build/,
    );
    const page = builtPage('');
    expect(() => configurePage(page.replace(platformTag(''), ''), '')).toThrow();
  });
});

describe('configureBuild: the deploy step over a build folder', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('rewrites every page and its compressed copies, and leaves the other files', async () => {
    dir = await mkdtemp(join(tmpdir(), 'configure-'));
    await mkdir(join(dir, 'home'));
    await mkdir(join(dir, 'assets'));
    const page = builtPage('').padEnd(600, ' ');
    for (const file of ['index.html', 'home/index.html', 'home/index.en.html'])
      await writeFile(join(dir, file), page);
    await writeFile(join(dir, 'home/index.html.br'), 'old');
    await writeFile(join(dir, 'home/index.html.gz'), 'old');
    await writeFile(join(dir, 'assets/app.js'), 'fetch("/x")');

    expect(await configureBuild(dir, 'https://api.example')).toBe(3);
    const html = await readFile(join(dir, 'home/index.html'), 'utf8');
    expect(directive(html, 'connect-src')).toBe("connect-src 'self' https://api.example");
    const br = brotliDecompressSync(await readFile(join(dir, 'home/index.html.br')));
    const gz = gunzipSync(await readFile(join(dir, 'home/index.html.gz')));
    expect([br.toString(), gz.toString()]).toEqual([html, html]);
    expect(await readFile(join(dir, 'assets/app.js'), 'utf8')).toBe('fetch("/x")');
    // Pointed there already: nothing to write.
    expect(await configureBuild(dir, 'https://api.example/')).toBe(0);
    await expect(configureBuild(dir, 'api.example')).rejects.toThrow(/absolute URL/);
    // Quick (a test's deployment): the same pages, compressed at a faster setting.
    expect(await configureBuild(dir, 'https://other.example', { quick: true })).toBe(3);
    const quick = await readFile(join(dir, 'home/index.html'), 'utf8');
    expect(directive(quick, 'connect-src')).toBe("connect-src 'self' https://other.example");
    const quickBr = brotliDecompressSync(await readFile(join(dir, 'home/index.html.br')));
    const quickGz = gunzipSync(await readFile(join(dir, 'home/index.html.gz')));
    expect([quickBr.toString(), quickGz.toString()]).toEqual([quick, quick]);
  });

  it('fails on a folder without pages or with a page it cannot point', async () => {
    dir = await mkdtemp(join(tmpdir(), 'configure-'));
    await expect(configureBuild(dir, 'https://api.example')).rejects.toThrow(/no pages/);
    await writeFile(join(dir, 'other.html'), '<html></html>');
    await expect(configureBuild(dir, 'https://api.example')).rejects.toThrow(/other\.html/);
  });
});
