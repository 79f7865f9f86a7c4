import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Announcement } from '../../../data/queries/announcements';
import type { RequestState } from '../../../data/kit/requestState';
import { BottomSheet } from '../../../primitives/BottomSheet';
import { ChevronRightIcon } from '../../../primitives/Icon/contentIcons';
import { MegaphoneIcon } from '../../../primitives/Icon/shopIcons';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { SafeHtml } from '../../../primitives/SafeHtml';
import { Skeleton } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { pressable, resetButton } from '../../../theme/mixins';
import { tokens } from '../../../theme/cssTokens';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${tokens.colors.surface};
`;

const Row = styled.button`
  ${resetButton}
  ${pressable}
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  width: 100%;
  min-height: 56px;
  padding: ${tokens.space.md} ${tokens.space.lg};
  border-bottom: 1px solid ${tokens.colors.border};
  font-size: ${tokens.fontSizes.md};
  line-height: ${tokens.lineHeights.body};
  color: ${tokens.colors.text};

  span {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  svg {
    flex: none;
    color: ${tokens.colors.textTertiary};
  }

  svg:first-child {
    color: ${tokens.colors.tone.warning.text};
  }
`;

type NoticeListViewProps = {
  /** The platform's announcements, or their loading, emptiness or failure. */
  announcements: RequestState<Announcement[]>;
  /** Back to the previous page. */
  onBack: () => void;
};

/** The platform's announcements: a list of titles; a tap opens the text in a sheet. */
export function NoticeListView({ announcements, onBack }: NoticeListViewProps) {
  const { t } = useTranslation(['messages', 'app']);
  const [shown, setShown] = useState<Announcement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <Page padding="none" navBar={<NavBar title={t('app:route.noteList')} onBack={onBack} />}>
      <Loadable
        state={announcements}
        skeleton={<Skeleton variant="list" rows={4} />}
        empty={<StateBlock kind="empty" preset="noRecords" />}
      >
        {(items) => (
          <List aria-label={t('notices.label')}>
            {items.map((item) => (
              <li key={item.key}>
                <Row
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => {
                    setShown(item);
                    setOpen(true);
                  }}
                >
                  <MegaphoneIcon size={20} />
                  <span>{item.title || item.preview || t('list.untitled')}</span>
                  <ChevronRightIcon size={16} />
                </Row>
              </li>
            ))}
          </List>
        )}
      </Loadable>
      <BottomSheet
        open={open}
        onOpenChange={setOpen}
        title={shown ? shown.title || t('notices.label') : ''}
      >
        {shown ? <SafeHtml key={shown.key} html={shown.html} /> : null}
      </BottomSheet>
    </Page>
  );
}
