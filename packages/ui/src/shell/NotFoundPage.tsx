import { useTranslation } from 'react-i18next';
import { PATHS } from '../data/address/paths';
import { LinkButton } from '../primitives/LinkButton';
import { NavBar } from '../primitives/NavBar';
import { StateBlock } from '../primitives/StateBlock';

/** The page of an address the app does not have. */
export function NotFoundPage() {
  const { t } = useTranslation('app');
  return (
    <>
      <NavBar title={t('route.notFound')} />
      <StateBlock
        kind="notFound"
        title={t('shell.notFound.title')}
        description={t('shell.notFound.description')}
        action={
          <LinkButton variant="primary" href={PATHS.home}>
            {t('shell.notFound.action')}
          </LinkButton>
        }
      />
    </>
  );
}
