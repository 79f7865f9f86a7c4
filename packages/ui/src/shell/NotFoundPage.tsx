import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../primitives/Button';
import { NavBar } from '../primitives/NavBar';
import { StateBlock } from '../primitives/StateBlock';

/** The page of an address the app does not have. */
export function NotFoundPage() {
  const { t } = useTranslation('app');
  const [, navigate] = useLocation();
  return (
    <>
      <NavBar title={t('route.notFound')} />
      <StateBlock
        kind="notFound"
        title={t('shell.notFound.title')}
        description={t('shell.notFound.description')}
        action={
          <Button variant="primary" onClick={() => navigate('/home')}>
            {t('shell.notFound.action')}
          </Button>
        }
      />
    </>
  );
}
