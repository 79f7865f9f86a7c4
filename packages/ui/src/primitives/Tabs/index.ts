export { Tabs, type TabItem } from './Tabs';
