import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { tokens } from '../theme/cssTokens';

const Ribbon = styled.p`
  margin: 0;
  padding: 2px ${tokens.space.sm};
  padding-top: calc(2px + var(--safe-area-top, 0px));
  font-size: ${tokens.fontSizes.xs};
  text-align: center;
  color: ${tokens.colors.tone.warning.softText};
  background: ${tokens.colors.tone.warning.soft};
`;

/** A discreet line saying that the app runs on the demo platform with demo data. */
export function DemoRibbon() {
  const { t } = useTranslation('app');
  return <Ribbon>{t('shell.demo')}</Ribbon>;
}
