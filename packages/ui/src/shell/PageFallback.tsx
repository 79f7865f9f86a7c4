import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { NavBar } from '../primitives/NavBar';
import { Page } from '../primitives/Page';
import { visuallyHiddenStyle } from '../primitives/VisuallyHidden';
import { tokens } from '../theme/cssTokens';

const pulse = keyframes`
  50% { opacity: 0.55; }
`;

const Frame = styled.div`
  padding: ${tokens.space.md} 0;
`;

const Bar = styled.span<{ $width: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: 14px;
  margin-bottom: ${tokens.space.md};
  border-radius: 4px;
  background: ${tokens.colors.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Label = styled.span`
  ${visuallyHiddenStyle}
`;

const WIDTHS = ['60%', '92%', '80%', '92%', '70%', '85%'];

type PageFallbackProps = {
  /** The title of the page on its way (its NavBar's), when known. */
  title?: string;
};

/**
 * What shows while a route's chunk downloads: the frame of the page asked for (its NavBar with
 * its title, its <main> busy with the shape of a page), not a spinner, so that a tap on a link
 * is answered at once on the slowest network (the browser's Back works meanwhile). Lighter
 * than the Skeleton primitive on purpose: it is part of the first page's JavaScript.
 */
export function PageFallback({ title }: PageFallbackProps) {
  const { t } = useTranslation('common');
  return (
    <Page navBar={title ? <NavBar title={title} /> : undefined}>
      <Frame aria-busy="true">
        <Label role="status">{t('state.loading')}</Label>
        {WIDTHS.map((width, i) => (
          <Bar key={i} $width={width} />
        ))}
      </Frame>
    </Page>
  );
}
