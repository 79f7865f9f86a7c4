import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Announcement } from '../../../data/queries/announcements';
import type { RequestState } from '../../../data/kit/requestState';
import { BottomSheet } from '../../../primitives/BottomSheet';
import { ChevronRightIcon } from '../../../primitives/Icon/contentIcons';
import { MegaphoneIcon } from '../../../primitives/Icon/shopIcons';
import { Loadable } from '../../../primitives/Loadable';
import { SafeHtml } from '../../../primitives/SafeHtml';
import { Skeleton, SkeletonLine } from '../../../primitives/Skeleton';
import { ellipsis, pressable, resetButton } from '../../../theme/mixins';
import { tokens } from '../../../theme/cssTokens';

const Card = styled.section`
  overflow: hidden;
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
`;

const Head = styled.h2`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.md} ${tokens.space.lg} 0;
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.lineHeights.tight};
  color: ${tokens.colors.text};

  svg {
    flex: none;
    color: ${tokens.colors.tone.warning.text};
  }
`;

const List = styled.ul`
  margin: 0;
  padding: ${tokens.space.xs} 0;
  list-style: none;
`;

const Row = styled.button`
  ${resetButton}
  ${pressable}
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  width: 100%;
  min-height: ${tokens.sizes.touch};
  padding: ${tokens.space.xs} ${tokens.space.lg};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
  color: ${tokens.colors.text};

  span {
    ${ellipsis}
    flex: 1;
    min-width: 0;
  }

  svg {
    flex: none;
    color: ${tokens.colors.textTertiary};
  }
`;

const Quiet = styled.p`
  padding: ${tokens.space.sm} ${tokens.space.lg} ${tokens.space.md};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
  color: ${tokens.colors.textSecondary};
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.md} ${tokens.space.lg};
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
          <Skeleton variant="custom">
            <Lines>
              <SkeletonLine width="80%" />
              <SkeletonLine width="60%" />
            </Lines>
          </Skeleton>
        }
        empty={<Quiet>{t('announcements.empty')}</Quiet>}
      >
        {(items) => (
          <List>
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
                  <span>{item.title || item.preview || t('announcements.untitled')}</span>
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
        title={shown ? shown.title || t('announcements.title') : ''}
      >
        {shown ? <SafeHtml key={shown.key} html={shown.html} /> : null}
      </BottomSheet>
    </Card>
  );
}
