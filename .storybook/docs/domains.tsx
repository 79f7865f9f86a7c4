// A domain page: each screen of the domain, the routes that show it (from the route table) and
// its states (from this Storybook's own index), so the page lists what exists, nothing by hand.
import { useEffect, useState, type CSSProperties } from 'react';
import en from '../../packages/ui/src/i18n/locales/en/app.json';
import zh from '../../packages/ui/src/i18n/locales/zh-CN/app.json';
import { routeScreens } from './routeScreens';

type IndexEntry = { id: string; type: string; title: string; name: string; importPath: string };

/** The stories of this Storybook (its index.json, beside the page). */
function useStoryIndex(): IndexEntry[] | 'loading' | 'failed' {
  const [entries, setEntries] = useState<IndexEntry[] | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    fetch(new URL('index.json', window.location.href))
      .then((r) => r.json() as Promise<{ entries: Record<string, IndexEntry> }>)
      .then((index) => live && setEntries(Object.values(index.entries)))
      .catch(() => live && setEntries('failed'));
    return () => {
      live = false;
    };
  }, []);
  return entries;
}

const routeTitle = (key: string, texts: { route: Record<string, string> }) =>
  texts.route[key.replace(/^route\./, '')] ?? key;

const cell: CSSProperties = {
  padding: '4px 8px',
  borderBottom: '1px solid #E4E6EB',
  textAlign: 'left',
  verticalAlign: 'top',
};
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: 13 };

/** The screens of `domain` (a folder of packages/ui/src/screens), their routes and states. */
export function DomainScreens({ domain }: { domain: string }) {
  const index = useStoryIndex();
  if (index === 'loading') return <p>Reading the story index…</p>;
  if (index === 'failed') return <p>The story index (index.json) could not be read.</p>;
  const prefix = `./packages/ui/src/screens/${domain}/`;
  const stories = index.filter((e) => e.type === 'story' && e.importPath.startsWith(prefix));
  const routes = routeScreens().filter((r) => r.domain === domain);
  const folders = [
    ...new Set([
      ...routes.map((r) => r.screen),
      ...stories.map((s) => s.importPath.slice(prefix.length).split('/')[0]!),
    ]),
  ];
  return (
    <>
      <p>
        {routes.length} route{routes.length === 1 ? '' : 's'}, {folders.length} story folders,{' '}
        {stories.length} states.
      </p>
      {folders.map((folder) => {
        const own = routes.filter((r) => r.screen === folder);
        const states = stories.filter((s) => s.importPath.startsWith(`${prefix}${folder}/`));
        const byFile = new Map<string, IndexEntry[]>();
        for (const s of states) byFile.set(s.title, [...(byFile.get(s.title) ?? []), s]);
        return (
          <section key={folder}>
            <h2 id={`screen-${folder}`}>{folder}</h2>
            {own.length ? (
              <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
                <thead>
                  <tr>
                    <th style={cell}>Route</th>
                    <th style={cell}>Title (English)</th>
                    <th style={cell}>Title (简体中文)</th>
                    <th style={cell}>Who</th>
                  </tr>
                </thead>
                <tbody>
                  {own.map((r) => (
                    <tr key={r.path}>
                      <td style={{ ...cell, ...code }}>{r.path}</td>
                      <td style={cell}>{routeTitle(r.title, en)}</td>
                      <td style={cell}>{routeTitle(r.title, zh)}</td>
                      <td style={cell}>
                        {r.access === 'public' ? 'anyone' : 'logged-in merchant'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p>
                No route of its own:{' '}
                {folder === 'shared'
                  ? 'parts shared by the screens above'
                  : 'shown inside another screen'}
                .
              </p>
            )}
            {[...byFile].map(([file, list]) => (
              <div key={file}>
                <p style={{ margin: '12px 0 4px' }}>
                  <strong>{file}</strong>: {list.length} state{list.length === 1 ? '' : 's'}
                </p>
                <ul style={{ columns: 2, margin: 0 }}>
                  {list.map((s) => (
                    <li key={s.id}>
                      <a href={`./?path=/story/${s.id}`} target="_top">
                        {s.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        );
      })}
    </>
  );
}
