import { HomeView } from './HomeView';
import { useHome } from './useHome';

/** Route /home: the shop dashboard. */
export function HomeScreen() {
  return <HomeView {...useHome()} />;
}
