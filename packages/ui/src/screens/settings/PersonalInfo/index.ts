export { PersonalInfoScreen } from './PersonalInfoScreen';
