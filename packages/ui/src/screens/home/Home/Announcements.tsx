import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useErrorText } from '../../../data/errors';
import { BottomSheet } from '../../../primitives/BottomSheet';
import { ChevronRightIcon } from '../../../primitives/Icon';
import { SkeletonLine } from '../../../primitives/Skeleton';
import { StateBlock } from '../../../primitives/StateBlock';
import { ellipsis, pressable, resetButton } from '../../../theme/mixins';
import { MegaphoneIcon } from './homeIcons';
import type { Announcement, AnnouncementsState } from './useHome';

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

const Body = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  p + p {
    margin-top: ${({ theme }) => theme.space.sm};
  }

  img {
    max-width: 100%;
    height: auto;
  }

  a {
    color: ${({ theme }) => theme.colors.accent.text};
  }
`;

type Sanitized = { status: 'loading' } | { status: 'ready'; html: string };

/**
 * The announcement's HTML, cleaned by DOMPurify before it touches the page. DOMPurify is
 * loaded when the first announcement opens, so it stays out of the first paint.
 */
function AnnouncementBody({ content }: { content: string }) {
  const [state, setState] = useState<Sanitized>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    import('dompurify').then(
      ({ default: purify }) => {
        if (live) setState({ status: 'ready', html: purify.sanitize(content) });
      },
      () => {
        // Without the sanitiser the text still reads, as text: never as markup.
        const text = new DOMParser().parseFromString(content, 'text/html').body.textContent ?? '';
        if (live) setState({ status: 'ready', html: escapeHtml(text) });
      },
    );
    return () => {
      live = false;
    };
  }, [content]);
  if (state.status === 'loading') {
    return (
      <Lines aria-hidden="true">
        <SkeletonLine />
        <SkeletonLine width="70%" />
      </Lines>
    );
  }
  return <Body dangerouslySetInnerHTML={{ __html: state.html }} />;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type AnnouncementsProps = {
  /** The list, or its loading / failure. */
  state: AnnouncementsState;
  /** Loads the list again after a failure. */
  onRetry: () => void;
};

/** The platform's announcements: a compact list of titles; a tap opens the text in a sheet. */
export function Announcements({ state, onRetry }: AnnouncementsProps) {
  const { t } = useTranslation('home');
  const errorText = useErrorText();
  const titleId = useId();
  const [shown, setShown] = useState<Announcement | null>(null);
  const [open, setOpen] = useState(false);

  return (
    <Card aria-labelledby={titleId}>
      <Head id={titleId}>
        <MegaphoneIcon size={20} />
        {t('announcements.title')}
      </Head>
      {state.status === 'loading' ? (
        <Lines aria-hidden="true">
          <SkeletonLine width="80%" />
          <SkeletonLine width="60%" />
        </Lines>
      ) : null}
      {state.status === 'empty' ? <Quiet>{t('announcements.empty')}</Quiet> : null}
      {state.status === 'failed' ? (
        <StateBlock
          kind="error"
          layout="inline"
          title={t('announcements.error')}
          description={errorText(state.error)}
          onRetry={onRetry}
        />
      ) : null}
      {state.status === 'ready' ? (
        <List>
          {state.items.map((item) => (
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
      ) : null}
      <BottomSheet open={open} onOpenChange={setOpen} title={shown?.title ?? ''}>
        {shown ? <AnnouncementBody key={shown.id} content={shown.content} /> : null}
      </BottomSheet>
    </Card>
  );
}
