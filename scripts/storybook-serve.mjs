// Serves the published Storybook (`npm run storybook:build`) as any static host would: files as
// they are, `index.html` for a folder, nothing else.
//   node scripts/storybook-serve.mjs [--dir storybook-site] [--port 6006] [--host 127.0.0.1]
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { flag } from './lib.mjs';

const dir = resolve(flag('dir', 'storybook-site'));
const port = Number(flag('port', '6006'));
const host = flag('host', '127.0.0.1');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file a request names inside `dir`, or null (outside it, or missing). */
function fileFor(url) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url ?? '/', 'http://x').pathname);
  } catch {
    return null;
  }
  const path = resolve(join(dir, pathname));
  if (path !== dir && !path.startsWith(dir + sep)) return null;
  try {
    const stat = statSync(path);
    if (stat.isFile()) return path;
    if (stat.isDirectory() && statSync(join(path, 'index.html')).isFile()) {
      return join(path, 'index.html');
    }
  } catch {
    // Missing: answered with 404 below.
  }
  return null;
}

try {
  statSync(join(dir, 'index.json'));
} catch {
  console.error(`storybook:serve: no Storybook build in ${dir}: run \`npm run storybook:build\`.`);
  process.exit(1);
}

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const file = fileFor(req.url);
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
});

server.listen(port, host, () => {
  console.log(`Storybook: http://${host}:${port}/ (from ${dir}; Ctrl+C stops it)`);
});
