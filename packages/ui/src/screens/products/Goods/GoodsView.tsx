import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'wouter';
import { PATHS, pathTo } from '../../../data/address/paths';
import { BottomBar } from '../../../primitives/BottomBar';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { NumberText } from '../../../primitives/NumberText';
import { LinkButton } from '../../../primitives/LinkButton';
import { NavBar } from '../../../primitives/NavBar';
import { Notice } from '../../../primitives/Notice';
import { Page, type ModelViewProps } from '../../../primitives/Page';
import { PagedList } from '../../../primitives/PagedList';
import { Skeleton } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { StatusTag } from '../../../primitives/StatusTag';
import { Switch } from '../../../primitives/Switch';
import { Tabs } from '../../../primitives/Tabs';
import { FIRST_SCREEN_ROWS, Thumbnail } from '../../../primitives/Thumbnail';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import { PriceFacts } from '../shared/PriceFacts';
import { SearchBox } from '../shared/SearchBox';
import { GOODS_TABS, type GoodsTab } from './goodsFilters';
import type { GoodsItem, GoodsModel, RemovalReport } from './useGoods';
import { tokens } from '../../../theme/cssTokens';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin: ${tokens.space.sm} ${tokens.space.md} 0;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
  box-shadow: ${tokens.shadows.card};
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space.sm};
`;

const Info = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${tokens.space.xs};
  min-width: 0;
  padding-top: ${tokens.space.sm};
`;

const Title = styled.h2`
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.medium};
  line-height: ${tokens.lineHeights.tight};

  a {
    display: -webkit-box;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    color: inherit;
    text-decoration: none;
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xs};
`;

const Stats = styled.p`
  font-size: ${tokens.fontSizes.xs};
  color: ${tokens.colors.textSecondary};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  padding-top: ${tokens.space.xs};
  border-top: 1px solid ${tokens.colors.border};

  & > :first-child {
    flex: 1;
  }
`;

const Report = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${tokens.space.xs};
  margin: ${tokens.space.sm} ${tokens.space.md} 0;

  & > :first-child {
    align-self: stretch;
  }
`;

/** One line of the report (the notice's text is a paragraph: no list in it). */
const ReportLine = styled.span`
  display: block;
`;

type RemovalReportNoticeProps = {
  /** What the last removal of several products left in the shop. */
  report: RemovalReport;
  /** Hides it. */
  onDismiss: () => void;
};

/** After a removal of several products that did not remove them all: which left, which stayed and why. */
function RemovalReportNotice({ report, onDismiss }: RemovalReportNoticeProps) {
  const { t } = useTranslation('products');
  const total = report.removed.length + report.kept.length;
  return (
    <Report>
      <Notice
        tone="warning"
        role="alert"
        title={t('goods.removalReport.title', { count: total, removed: report.removed.length })}
        text={
          <>
            {report.removed.length > 0 ? (
              <>
                {t('goods.removalReport.removedList')}
                {report.removed.map((title, index) => (
                  <ReportLine key={`${index}-${title}`}>
                    {t('goods.removalReport.removedItem', { title })}
                  </ReportLine>
                ))}
              </>
            ) : null}
            <ReportLine>{t('goods.removalReport.kept', { count: report.kept.length })}</ReportLine>
            {report.kept.map((item) => (
              <ReportLine key={item.id}>
                {t('goods.removalReport.item', { title: item.title, reason: item.reason })}
              </ReportLine>
            ))}
          </>
        }
      />
      <Button size="sm" variant="text" onClick={onDismiss}>
        {t('goods.removalReport.dismiss')}
      </Button>
    </Report>
  );
}

const SelectAll = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.xs};
`;

type RowProps = {
  item: GoodsItem;
  selected: boolean;
  busy: boolean;
  /** Another row's switch is saving: this one waits. */
  waiting: boolean;
  onToggle: (id: number, checked: boolean) => void;
  onSwitch: (id: number, onShelf: boolean) => void;
  onRemove: (item: GoodsItem) => void;
  /** On the first screen: its picture loads at once. */
  priority: boolean;
};

function GoodsRow({
  item,
  selected,
  busy,
  waiting,
  onToggle,
  onSwitch,
  onRemove,
  priority,
}: RowProps) {
  const { t } = useTranslation('products');
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} aria-busy={busy || undefined}>
      <Top>
        <Checkbox
          label={t('selection.select', { title: item.title })}
          labelVisibility="hidden"
          checked={selected}
          onChange={(checked) => onToggle(item.id, checked)}
        />
        <Thumbnail src={item.image} size={72} priority={priority} />
        <Info>
          <Title id={titleId}>
            {item.productId === null ? (
              item.title
            ) : (
              <Link href={pathTo('goodsDetail', { id: item.productId })}>{item.title}</Link>
            )}
          </Title>
          <Tags>
            <StatusTag tone={item.onShelf ? 'success' : 'neutral'}>
              {t(item.onShelf ? 'goods.tabs.selling' : 'goods.tabs.stock')}
            </StatusTag>
            {item.recommended ? (
              <StatusTag tone="warning">{t('goods.recommended')}</StatusTag>
            ) : null}
          </Tags>
        </Info>
      </Top>
      <PriceFacts cost={item.costPrice} sales={item.salesPrice} profit={item.profit} />
      <Stats>
        {t('stats.views')} <NumberText value={item.views} /> · {t('stats.sales')}{' '}
        <NumberText value={item.sales} /> · {t('stats.stock')} <NumberText value={item.stock} />
      </Stats>
      <Actions>
        <Switch
          label={
            <>
              {t('goods.shelf')}
              <VisuallyHidden> {item.title}</VisuallyHidden>
            </>
          }
          checked={item.onShelf}
          status={busy ? 'busy' : 'idle'}
          disabled={waiting}
          onChange={(onShelf) => onSwitch(item.id, onShelf)}
        />
        <Button
          size="sm"
          variant="text"
          aria-label={t('goods.removeProduct', { title: item.title })}
          disabled={busy || item.productId === null}
          onClick={() => onRemove(item)}
        >
          {t('goods.remove')}
        </Button>
      </Actions>
    </Card>
  );
}

/** What the remove dialog asks about: one row (named) or the selected rows. */
type Removal = { items: GoodsItem[]; title?: string };

type GoodsViewProps = ModelViewProps<GoodsModel>;

/** My goods: tabs selling / in stock / all, search, on/off shelf and remove, one by one or in batch. */
export function GoodsView({ model, onBack }: GoodsViewProps) {
  const { t } = useTranslation('products');
  const { t: tApp } = useTranslation('app');
  // Kept after closing, so the question does not change during the closing animation.
  const [removal, setRemoval] = useState<Removal>({ items: [] });
  const [confirming, setConfirming] = useState(false);
  const askRemove = (next: Removal) => {
    setRemoval(next);
    setConfirming(true);
  };
  const { list, selection, busyIds, tab } = model;
  const none = selection.items.length === 0 || model.batchRunning;

  const footer =
    list.status === 'ready' ? (
      <BottomBar
        summary={
          <SelectAll>
            <Checkbox
              label={t('selection.selectAllLoaded')}
              checked={selection.all}
              onChange={selection.toggleAll}
            />
          </SelectAll>
        }
      >
        {model.canPutOn ? (
          <Button
            size="sm"
            variant="secondary"
            busy={model.batchRunning}
            disabled={none}
            onClick={() => void model.setSelectedOnShelf(true)}
          >
            {t('goods.batchOnShelf')}
          </Button>
        ) : null}
        {model.canTakeOff ? (
          <Button
            size="sm"
            variant="secondary"
            busy={model.batchRunning}
            disabled={none}
            onClick={() => void model.setSelectedOnShelf(false)}
          >
            {t('goods.batchOffShelf')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="danger"
          disabled={none}
          onClick={() => askRemove({ items: selection.items })}
        >
          {t('goods.batchRemove')}
        </Button>
      </BottomBar>
    ) : null;

  return (
    <Page
      padding="none"
      navBar={<NavBar title={tApp('route.goods')} onBack={onBack} />}
      footer={footer}
    >
      <SearchBox
        value={model.search.text}
        onChange={model.search.change}
        onSubmit={model.search.submit}
        onClear={model.search.clear}
      />
      {model.removalReport ? (
        <RemovalReportNotice report={model.removalReport} onDismiss={model.dismissRemovalReport} />
      ) : null}
      <Tabs<GoodsTab>
        label={t('goods.tabs.label')}
        items={GOODS_TABS.map((key) => ({ key, label: t(`goods.tabs.${key}`) }))}
        value={tab}
        onChange={model.selectTab}
      >
        <PagedList
          label={t('goods.list')}
          list={list}
          getKey={(item) => item.id}
          skeleton={<Skeleton variant="card" rows={4} />}
          emptyState={
            model.searching ? (
              <StateBlock kind="empty" title={t('goods.emptyFiltered')} />
            ) : (
              <StateBlock
                kind="empty"
                title={t(`goods.empty.${tab}`)}
                action={
                  <LinkButton href={PATHS.distribution}>{t('goods.goDistribution')}</LinkButton>
                }
              />
            )
          }
          renderItem={(item, index) => (
            <GoodsRow
              item={item}
              priority={index < FIRST_SCREEN_ROWS}
              selected={selection.has(item.id)}
              busy={busyIds.has(item.id)}
              waiting={model.switching && !busyIds.has(item.id)}
              onToggle={selection.toggle}
              onSwitch={(id, onShelf) => void model.setOnShelf(id, onShelf)}
              onRemove={(row) => askRemove({ items: [row], title: row.title })}
            />
          )}
        />
      </Tabs>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={
          removal.title !== undefined
            ? t('goods.removeOneTitle', { title: removal.title })
            : t('goods.removeTitle', { count: removal.items.length })
        }
        message={t('goods.removeMessage')}
        confirmLabel={t('goods.remove')}
        onConfirm={() => {
          // Optimistic: each row leaves as its call starts and comes back if the server refuses.
          void model.remove(removal.items);
          setConfirming(false);
        }}
      />
    </Page>
  );
}
