import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BottomSheet } from '../../../primitives/BottomSheet';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { Loadable } from '../../../primitives/Loadable';
import { MoneyText } from '../../../primitives/MoneyText';
import { NavBar } from '../../../primitives/NavBar';
import { Notice } from '../../../primitives/Notice';
import { Page, type ModelViewProps } from '../../../primitives/Page';
import { PagedList } from '../../../primitives/PagedList';
import { Skeleton, SkeletonLine } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { TextField } from '../../../primitives/TextField';
import { DepositRecordCard } from '../shared/DepositRecordCard';
import type { DepositMessage } from '../shared/deposit.schema';
import type { DepositRow } from '../shared/depositModel';
import { Actions, Card, CardTitle, Stack } from '../../../primitives/Card';
import { NOTE_MAX, rejectDepositSchema, type RejectDepositValues } from './rejectDeposit.schema';
import type { RechargeSandboxModel } from './useRechargeSandbox';
import { tokens } from '../../../theme/cssTokens';
import { useFormatMoney } from '../../../data/format/formatMoney';

const Balance = styled(MoneyText)`
  font-size: ${tokens.fontSizes.xxl};
  font-weight: ${tokens.fontWeights.semibold};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
`;

type RejectSheetProps = {
  deposit: DepositRow | null;
  busy: boolean;
  onClose: () => void;
  onReject: (deposit: DepositRow, note: string) => void;
};

function RejectSheet({ deposit, busy, onClose, onReject }: RejectSheetProps) {
  const { t } = useTranslation(['money', 'common']);
  const formId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RejectDepositValues>({
    resolver: zodResolver(rejectDepositSchema),
    defaultValues: { note: '' },
  });
  return (
    <BottomSheet
      open={deposit !== null}
      status={busy ? 'busy' : 'idle'}
      onOpenChange={(open) => {
        if (!open) {
          reset();
          onClose();
        }
      }}
      title={t('money:sandbox.rejectTitle')}
      description={deposit ? `${t('money:record.orderNo')} ${deposit.orderNo}` : undefined}
      footer={
        <Actions>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('common:action.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={busy}>
            {t('money:sandbox.reject')}
          </Button>
        </Actions>
      }
    >
      <Form
        id={formId}
        noValidate
        onSubmit={handleSubmit(({ note }) => {
          if (deposit) onReject(deposit, note);
        })}
      >
        <TextField
          label={t('money:sandbox.reason')}
          placeholder={t('money:sandbox.reasonPlaceholder')}
          autoComplete="off"
          inputMode="text"
          maxLength={NOTE_MAX + 50}
          error={errors.note?.message ? t(errors.note.message as DepositMessage) : undefined}
          {...register('note')}
        />
      </Form>
    </BottomSheet>
  );
}

type RechargeSandboxViewProps = ModelViewProps<RechargeSandboxModel>;

/**
 * /test/chongzhi, demo and development builds only: the merchant's deposits in review, which the
 * demo merchant approves (the balance rises) or rejects with a note, as the platform would.
 */
export function RechargeSandboxView({ model: data, onBack }: RechargeSandboxViewProps) {
  const { t } = useTranslation(['money', 'app', 'common']);
  const formatAmount = useFormatMoney();
  const { profile, deposits, review, reviewing } = data;
  const [approving, setApproving] = useState<DepositRow | null>(null);
  const [rejecting, setRejecting] = useState<DepositRow | null>(null);
  const balanceId = useId();
  const listId = useId();
  const busy = reviewing !== null;

  return (
    <Page navBar={<NavBar title={t('app:route.testRecharge')} onBack={onBack} />}>
      <Stack>
        <Notice tone="warning" title={t('money:sandbox.title')} text={t('money:sandbox.intro')} />
        <Card aria-labelledby={balanceId}>
          <CardTitle id={balanceId}>{t('money:sandbox.balance')}</CardTitle>
          <Loadable
            state={profile}
            layout="inline"
            skeleton={
              <Skeleton variant="custom">
                <SkeletonLine width="50%" />
              </Skeleton>
            }
          >
            {(merchant) => <Balance value={merchant.balance} />}
          </Loadable>
        </Card>
        <Card aria-labelledby={listId}>
          <CardTitle id={listId}>{t('money:sandbox.list')}</CardTitle>
          <PagedList
            list={deposits}
            getKey={(row) => row.id}
            label={t('money:sandbox.list')}
            skeleton={<Skeleton variant="list" rows={3} />}
            emptyState={
              <StateBlock kind="empty" layout="inline" title={t('money:sandbox.empty')} />
            }
            renderItem={(deposit) => (
              <DepositRecordCard deposit={deposit} flat headingLevel={3}>
                {deposit.amount === null ? (
                  <Notice tone="danger" text={t('money:sandbox.unreadable')} />
                ) : null}
                <Actions>
                  <Button variant="secondary" disabled={busy} onClick={() => setRejecting(deposit)}>
                    {t('money:sandbox.reject')}
                  </Button>
                  <Button
                    disabled={busy || deposit.amount === null}
                    onClick={() => setApproving(deposit)}
                  >
                    {t('money:sandbox.approve')}
                  </Button>
                </Actions>
              </DepositRecordCard>
            )}
          />
        </Card>
      </Stack>

      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => {
          if (!open) setApproving(null);
        }}
        title={t('money:sandbox.approveTitle')}
        message={
          approving?.amount != null
            ? t('money:sandbox.approveMessage', {
                amount: formatAmount(approving.amount, approving.unit),
              })
            : undefined
        }
        confirmLabel={t('money:sandbox.approve')}
        status={busy ? 'busy' : 'idle'}
        onConfirm={() => {
          if (!approving) return;
          void review({ deposit: approving, decision: 'approve' }).then(() => setApproving(null));
        }}
      />

      <RejectSheet
        deposit={rejecting}
        busy={busy}
        onClose={() => setRejecting(null)}
        onReject={(deposit, note) =>
          void review({ deposit, decision: 'reject', note }).then((ok) => {
            if (ok) setRejecting(null);
          })
        }
      />
    </Page>
  );
}
