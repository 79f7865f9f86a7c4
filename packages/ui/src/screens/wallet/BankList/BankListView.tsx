import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PATHS } from '../../../data/address/paths';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { LinkButton } from '../../../primitives/LinkButton';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { NavBarLink } from '../../../primitives/NavBar/NavBarAction';
import { Page, type ModelViewProps } from '../../../primitives/Page';
import { Skeleton } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { StatusTag } from '../../../primitives/StatusTag';
import { maskCardNumber, type BankCardRow } from '../shared/bankCardModel';
import { Actions } from '../../../primitives/Card';
import { RecordCard, RecordFields, RecordHead } from '../../../primitives/RecordCard';
import type { BankListModel } from './useBankList';
import { tokens } from '../../../theme/cssTokens';

const List = styled.ul`
  margin: 0;
  padding: 0 0 ${tokens.space.md};
  list-style: none;
`;

const CardNumber = styled.p`
  font-size: ${tokens.fontSizes.xl};
  font-weight: ${tokens.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.04em;
`;

const Add = styled.div`
  padding: ${tokens.space.md};
`;

type CardItemProps = {
  card: BankCardRow;
  model: BankListModel;
};

function CardItem({ card, model }: CardItemProps) {
  const { t } = useTranslation('wallet');
  const headingId = useId();
  const numberId = useId();
  const masked = maskCardNumber(card.cardNo);
  return (
    <li>
      <RecordCard aria-labelledby={`${headingId} ${numberId}`}>
        <RecordHead>
          <h2 id={headingId}>{card.bankName}</h2>
          {card.isDefault ? <StatusTag tone="info">{t('bank.default')}</StatusTag> : null}
        </RecordHead>
        <CardNumber id={numberId}>{masked}</CardNumber>
        <RecordFields>
          <dt>{t('bank.holder')}</dt>
          <dd>{card.holder}</dd>
        </RecordFields>
        <Actions>
          {card.isDefault ? null : (
            <Button
              size="sm"
              variant="secondary"
              busy={model.settingDefault === card.id}
              onClick={() => model.setDefault(card)}
            >
              {t('bank.setDefault')}
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            busy={model.downloading === card.id}
            onClick={() => model.download(card)}
          >
            {t('bank.download')}
          </Button>
          <Button size="sm" variant="text" onClick={() => model.askDelete(card)}>
            {t('bank.delete')}
          </Button>
        </Actions>
      </RecordCard>
    </li>
  );
}

type BankListViewProps = ModelViewProps<BankListModel>;

/** /bank/list: the merchant's bank cards with delete (confirmed), set default and QR download. */
export function BankListView({ model, onBack }: BankListViewProps) {
  const { t } = useTranslation(['wallet', 'app']);
  const { confirming } = model;
  return (
    <Page
      padding="none"
      navBar={
        <NavBar
          title={t('app:route.bankList')}
          onBack={onBack}
          right={<NavBarLink href={PATHS.bankAdd}>{t('bank.add')}</NavBarLink>}
        />
      }
    >
      <Loadable
        state={model.cards}
        skeleton={<Skeleton variant="card" rows={2} />}
        empty={
          <StateBlock
            kind="empty"
            preset="noBankCards"
            action={
              <LinkButton href={PATHS.bankAdd} variant="primary">
                {t('bank.addCard')}
              </LinkButton>
            }
          />
        }
      >
        {(cards) => (
          <>
            <List aria-label={t('bank.list')}>
              {cards.map((card) => (
                <CardItem key={card.id} card={card} model={model} />
              ))}
            </List>
            <Add>
              <LinkButton href={PATHS.bankAdd} block>
                {t('bank.addCard')}
              </LinkButton>
            </Add>
          </>
        )}
      </Loadable>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) model.cancelDelete();
        }}
        title={t('bank.deleteTitle')}
        message={
          confirming
            ? t('bank.deleteMessage', {
                bank: confirming.bankName,
                number: maskCardNumber(confirming.cardNo),
              })
            : undefined
        }
        confirmLabel={t('bank.delete')}
        tone="danger"
        status={model.deleting ? 'busy' : 'idle'}
        onConfirm={model.confirmDelete}
      />
    </Page>
  );
}
