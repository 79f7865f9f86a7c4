export { TabBar, type TabBarItem } from './TabBar';
