import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ellipsis, resetButton } from '../../theme/mixins';
import { ChevronLeftIcon } from '../Icon';
import { tokens } from '../../theme/cssTokens';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${tokens.zIndices.sticky};
  display: grid;
  grid-template-columns: minmax(max-content, 1fr) minmax(0, auto) minmax(max-content, 1fr);
  align-items: center;
  min-height: calc(${tokens.sizes.navBar} + var(--safe-area-top, 0px));
  padding: var(--safe-area-top, 0px) max(${tokens.space.xs}, var(--safe-area-right, 0px)) 0
    max(${tokens.space.xs}, var(--safe-area-left, 0px));
  background: ${tokens.colors.surface};
  border-bottom: 1px solid ${tokens.colors.border};
`;

const Side = styled.div<{ $align: 'start' | 'end' }>`
  display: flex;
  justify-content: ${({ $align }) => ($align === 'start' ? 'flex-start' : 'flex-end')};
  min-width: ${tokens.sizes.touch};
`;

const Title = styled.h1`
  ${ellipsis}
  padding-inline: ${tokens.space.sm};
  font-size: ${tokens.fontSizes.lg};
  font-weight: ${tokens.fontWeights.semibold};
  line-height: ${tokens.sizes.navBar};
  text-align: center;
`;

const Back = styled.button`
  ${resetButton}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${tokens.sizes.touch};
  height: ${tokens.sizes.touch};
  border-radius: ${tokens.radii.md};
  color: ${tokens.colors.text};

  &:active {
    background: ${tokens.colors.surfacePressed};
  }

  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

type NavBarProps = {
  /** The page title (the page's only h1). */
  title: ReactNode;
  /** Shows a back button that calls this. */
  onBack?: () => void;
  /** Accessible name of the back button (default "back"). */
  backLabel?: string;
  /** An action on the right (a text button, an icon button with a name). */
  right?: ReactNode;
};

/** The top bar of a page: back, title, one action; sticks to the top below the notch. */
export function NavBar({ title, onBack, backLabel, right }: NavBarProps) {
  const { t } = useTranslation('common');
  return (
    <Header>
      <Side $align="start">
        {onBack ? (
          <Back type="button" onClick={onBack} aria-label={backLabel ?? t('action.back')}>
            <ChevronLeftIcon size={24} />
          </Back>
        ) : null}
      </Side>
      <Title>{title}</Title>
      <Side $align="end">{right}</Side>
    </Header>
  );
}
