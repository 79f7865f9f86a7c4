import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Announcement } from '../../../data/queries/announcements';
import type { RequestState } from '../../../data/requestState';
import { BottomSheet } from '../../../primitives/BottomSheet';
import { ChevronRightIcon } from '../../../primitives/Icon/contentIcons';
import { MegaphoneIcon } from '../../../primitives/Icon/shopIcons';
import { Loadable } from '../../../primitives/Loadable';
import { SafeHtml } from '../../../primitives/SafeHtml';
import { SkeletonLine } from '../../../primitives/Skeleton';
import { ellipsis, pressable, resetButton } from '../../../theme/mixins';

const Card = styled.section`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Head = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.tone.warning.text};
  }
`;

const List = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
`;

const Row = styled.button`
  ${resetButton}
  ${pressable}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.touch};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme }) => theme.colors.text};

  span {
    ${ellipsis}
    flex: 1;
    min-width: 0;
  }

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textTertiary};
  }
`;

const Quiet = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

type AnnouncementsProps = {
  /** The list, or its loading, emptiness or failure (with its retry). */
  state: RequestState<Announcement[]>;
};

/** The platform's announcements: a compact list of titles; a tap opens the text in a sheet. */
export function Announcements({ state }: AnnouncementsProps) {
  const { t } = useTranslation('home');
  const titleId = useId();
  const [shown, setShown] = useState<Announcement | null>(null);
  const [open, setOpen] = useState(false);

  return (
    <Card aria-labelledby={titleId}>
      <Head id={titleId}>
        <MegaphoneIcon size={20} />
        {t('announcements.title')}
      </Head>
      <Loadable
        state={state}
        layout="inline"
        skeleton={
          <Lines aria-hidden="true">
            <SkeletonLine width="80%" />
            <SkeletonLine width="60%" />
          </Lines>
        }
        empty={<Quiet>{t('announcements.empty')}</Quiet>}
      >
        {(items) => (
          <List>
            {items.map((item) => (
              <li key={item.id}>
                <Row
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => {
                    setShown(item);
                    setOpen(true);
                  }}
                >
                  <span>{item.title}</span>
                  <ChevronRightIcon size={16} />
                </Row>
              </li>
            ))}
          </List>
        )}
      </Loadable>
      <BottomSheet open={open} onOpenChange={setOpen} title={shown?.title ?? ''}>
        {shown ? <SafeHtml key={shown.id} html={shown.html} /> : null}
      </BottomSheet>
    </Card>
  );
}
