import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../data/address/paths';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { NavBarLink } from '../../../primitives/NavBar/NavBarAction';
import { ShopClosedNotice } from '../../../primitives/Notice';
import { Page, type ModelViewProps } from '../../../primitives/Page';
import { Skeleton, SkeletonBlock, SkeletonLine } from '../../../primitives/Skeleton';
import { Stack } from '../../../primitives/Card';
import type { WithdrawModel } from './useWithdraw';
import { WithdrawConfirm } from './WithdrawConfirm';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawSubmitted } from './WithdrawSubmitted';

/** The form's shape while the balance and fees load. */
function FormSkeleton() {
  return (
    <Skeleton variant="custom">
      <Stack>
        <SkeletonLine width="40%" />
        <SkeletonBlock height="40px" width="60%" />
        {[0, 1, 2, 3].map((row) => (
          <SkeletonBlock key={row} height="48px" />
        ))}
        <SkeletonBlock height="50px" />
      </Stack>
    </Skeleton>
  );
}

type WithdrawViewProps = ModelViewProps<WithdrawModel>;

/** /withdraw: the form, its confirmation and payment password, then the record in review. */
export function WithdrawView({ model, onBack }: WithdrawViewProps) {
  const { t } = useTranslation(['wallet', 'app']);
  return (
    <Page
      navBar={
        <NavBar
          title={t('app:route.withdraw')}
          onBack={onBack}
          right={<NavBarLink href={PATHS.withdrawRecord}>{t('withdraw.records')}</NavBarLink>}
        />
      }
    >
      <Loadable state={model.data} skeleton={<FormSkeleton />}>
        {({ info, cards }) =>
          model.submitted && model.balanceAfter ? (
            <WithdrawSubmitted
              record={model.submitted}
              balance={model.balanceAfter}
              onAgain={model.again}
            />
          ) : (
            <Stack>
              {model.shopClosed ? <ShopClosedNotice withTitle /> : null}
              <WithdrawForm
                info={info}
                cards={cards}
                disabled={model.shopClosed}
                refusal={model.step === 'form' ? model.refusal : null}
                onSubmit={model.start}
              />
            </Stack>
          )
        }
      </Loadable>
      <WithdrawConfirm
        step={model.step}
        pending={model.pending}
        busy={model.busy}
        passwordError={model.passwordError}
        refusal={model.refusal}
        lost={model.lost}
        onProceed={model.proceed}
        onPassword={model.submitPassword}
        onBackToConfirm={model.backToConfirm}
        onClose={model.close}
        setPasswordHref={model.setPasswordHref}
      />
    </Page>
  );
}
