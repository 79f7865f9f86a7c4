export { NavBar } from './NavBar';
