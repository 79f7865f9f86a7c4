export { LevelScreen } from './LevelScreen';
