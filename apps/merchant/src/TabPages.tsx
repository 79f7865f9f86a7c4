import {
  Component,
  createContext,
  memo,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useLayoutEffect,
  useRef,
  startTransition,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Router, useLocation, useSearch } from 'wouter';
import { PageShownContext } from '@merchant/ui/data/boot/pageShown.ts';
import { Live } from '@merchant/ui/shell/Live.tsx';
import { PageFallback } from '@merchant/ui/shell/PageFallback.tsx';
import { RouteErrorBoundary } from '@merchant/ui/shell/RouteErrorBoundary.tsx';
import { drawnAhead, subscribeDrawnAhead } from './drawAhead';
import { refreshRoute } from './prefetch';
import { ROUTES, type RouteDef } from './routes';

const TAB_ROUTES = ROUTES.filter((route) => route.tab);
const loadPieces = () => import('./pieces');
const NONE: readonly string[] = [];

/** The address a kept page sees: the live one while it is shown, the last one it had when not. */
type PageLocation = { path: string; search: string };

const PageLocationContext = createContext<PageLocation>({ path: '/', search: '' });
type Navigate = ReturnType<typeof useLocation>[1];
const NavigateContext = createContext<Navigate>(() => {});

// Each kept page reads its address through its own router: a hidden page keeps the address it
// was left at, so a move elsewhere neither draws it again nor changes what it shows or reads.
// Its links and moves go through the app's router.
const usePageLocation = (): [string, Navigate] => [
  useContext(PageLocationContext).path,
  useContext(NavigateContext),
];
const usePageSearch = () => useContext(PageLocationContext).search;

// Out of the flow and no taller than nothing, so the page shown scrolls on its own.
const OUT: CSSProperties = {
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  height: 0,
  overflow: 'hidden',
};

/**
 * How a kept page is hidden: its rendering skipped (content-visibility), with its style and
 * layout kept as they were; out of sight, out of the keyboard's reach and out of the
 * accessibility tree. Swapping it with the page shown changes no inherited style, so the browser
 * works out neither page's style again (hiding by visibility or inert does, for both pages, on
 * the press).
 */
const HIDDEN: CSSProperties = { ...OUT, contentVisibility: 'hidden' };

type KeptFrameProps = { hidden: boolean; children: ReactNode };

/**
 * A kept page's frame, shown or hidden (HIDDEN). While it is hidden, its style and layout are
 * worked out in the background and in pieces (keepLaidOut): once for a page drawn ahead, and
 * after each change to it (new answers, another language), rather than on the press that shows
 * it.
 */
function KeptFrame({ hidden, children }: KeptFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  // Laid out: shown once (a page drawn ahead is not, until keepLaidOut has laid it out).
  const [shownOnce, setShownOnce] = useState(!hidden);
  if (!hidden && !shownOnce) setShownOnce(true);
  // Its code comes when a page is first hidden (not before the first page is interactive); the
  // work ends before the page is shown (a layout effect's end runs before the browser paints).
  useLayoutEffect(() => {
    const element = frame.current;
    if (!hidden || !element) return;
    // Marked as keepLaidOut marks it from the start, while its code loads.
    const unmark = () => element.removeAttribute('data-laying');
    if (!shownOnce) element.setAttribute('data-laying', '');
    let end: (() => void) | undefined;
    let ended = false;
    loadPieces().then(
      ({ keepLaidOut }) => {
        if (!ended) end = keepLaidOut(element, shownOnce);
      },
      // Not loaded (a flaky network): the page is laid out when it is shown.
      unmark,
    );
    return () => {
      ended = true;
      if (end) end();
      else unmark();
    };
    // Only hiding and showing start and end it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hidden]);
  return (
    <div ref={frame} style={hidden ? HIDDEN : undefined} data-kept={hidden ? 'resting' : undefined}>
      {children}
    </div>
  );
}

type KeptPageProps = {
  location: PageLocation;
  screen: RouteDef['screen'];
  /** The page the app opened on: its Live marks the app live once it has hydrated. */
  first: boolean;
  /** False while another tab page is in front of it. */
  shown: boolean;
};

// Drawn again only when its own address, data or language change; shown or hidden, only what
// reads usePageShown is.
const KeptPage = memo(function KeptPage({ location, screen: Screen, first, shown }: KeptPageProps) {
  const page = useMemo(
    () => (
      <PageLocationContext.Provider value={location}>
        <Router hook={usePageLocation} searchHook={usePageSearch}>
          <RouteErrorBoundary resetKey={location.path}>
            <Suspense fallback={<PageFallback />}>
              {Screen && <Screen />}
              {first && <Live />}
            </Suspense>
          </RouteErrorBoundary>
        </Router>
      </PageLocationContext.Provider>
    ),
    [location, Screen, first],
  );
  return <PageShownContext.Provider value={shown}>{page}</PageShownContext.Provider>;
});

type TabMovesProps = {
  /** The tab page shown (its route's path). */
  path: string;
  /** Its address, with the query. */
  address: string;
};

/**
 * What a move between kept tab pages does besides showing the page: where the page left was
 * scrolled is read before the move changes the DOM (a class's getSnapshotBeforeUpdate is the one
 * place React offers for that); the page shown comes back scrolled where the merchant left it if
 * it shows the same address (at the top the first time, or when it now shows another tab or
 * search), and its stale main reads are asked again (refreshRoute).
 */
class TabMoves extends Component<TabMovesProps> {
  private readonly left = new Map<string, { address: string; scrollY: number }>();

  override getSnapshotBeforeUpdate(previous: TabMovesProps): number | null {
    return previous.path === this.props.path ? null : window.scrollY;
  }

  override componentDidUpdate(previous: TabMovesProps, _: unknown, scrollY: number | null): void {
    if (scrollY === null) return;
    this.left.set(previous.path, { address: previous.address, scrollY });
    const back = this.left.get(this.props.path);
    window.scrollTo(0, back?.address === this.props.address ? back.scrollY : 0);
    refreshRoute(this.props.path);
  }

  override render(): null {
    return null;
  }
}

// A page drawn ahead sees its own address, with no query (one object per page, so it stays
// the same from one render to the next).
const unshown = new Map<string, PageLocation>();
const unshownAt = (path: string): PageLocation => {
  let location = unshown.get(path);
  if (!location) unshown.set(path, (location = { path, search: '' }));
  return location;
};

type TabPagesProps = {
  /** The tab page to show. */
  route: RouteDef;
  /** The tab pages (the route table's, by default). */
  tabs?: readonly RouteDef[];
};

/**
 * The tab pages, kept as a phone's own apps keep their tabs: the page shown, every tab page shown
 * before it, and the ones the app drew ahead, with their answers, while the browser was idle
 * (drawnAhead). The others stay in the document, laid out but hidden (KeptFrame), at the address
 * they were left at. A move between tabs then shows a page already drawn and laid out; its main
 * reads are asked again if they are older than the query client's staleTime (refreshRoute), and
 * it comes back scrolled where the merchant left it.
 */
export function TabPages({ route, tabs = TAB_ROUTES }: TabPagesProps) {
  // Drawn ahead in a transition: in slices between the browser's other work.
  const [ahead, setAhead] = useState<readonly string[]>(NONE);
  useEffect(() => {
    const update = () => startTransition(() => setAhead(drawnAhead()));
    update();
    return subscribeDrawnAhead(update);
  }, []);
  const [first] = useState(route.path);

  // The address each page was last shown at.
  const [path, navigate] = useLocation();
  const search = useSearch();
  // The page shown keeps its address object while the address is the same (it is drawn again
  // only when that changes).
  const sameOr = (before: PageLocation | undefined) =>
    before?.path === path && before.search === search ? before : { path, search };
  const [shownAt, setShownAt] = useState<Readonly<Record<string, PageLocation>>>(() => ({
    [route.path]: sameOr(unshownAt(route.path)),
  }));
  const live = sameOr(shownAt[route.path] ?? unshownAt(route.path));
  if (shownAt[route.path] !== live) setShownAt({ ...shownAt, [route.path]: live });

  const kept = tabs.filter(
    (tab) => tab.path === route.path || tab.path in shownAt || ahead.includes(tab.path),
  );
  return (
    <NavigateContext.Provider value={navigate}>
      {kept.map((tab) => {
        const hidden = tab.path !== route.path;
        return (
          <KeptFrame key={tab.path} hidden={hidden}>
            <KeptPage
              location={hidden ? (shownAt[tab.path] ?? unshownAt(tab.path)) : live}
              screen={tab.screen}
              first={tab.path === first}
              shown={!hidden}
            />
          </KeptFrame>
        );
      })}
      {/* Last: it scrolls after the pages' own layout effects (a long list's virtualizer). */}
      <TabMoves path={route.path} address={search ? `${path}?${search}` : path} />
    </NavigateContext.Provider>
  );
}
