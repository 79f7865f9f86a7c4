import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Ribbon = styled.p`
  margin: 0;
  padding: 2px ${({ theme }) => theme.space.sm};
  padding-top: calc(2px + var(--safe-area-top, 0px));
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
  color: ${({ theme }) => theme.colors.tone.warning.softText};
  background: ${({ theme }) => theme.colors.tone.warning.soft};
`;

/** A discreet line saying that the app runs on the demo platform with demo data. */
export function DemoRibbon() {
  const { t } = useTranslation('app');
  return <Ribbon>{t('shell.demo')}</Ribbon>;
}
