export { MyTeamScreen } from './MyTeamScreen';
