import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { visuallyHiddenStyle } from '../primitives/VisuallyHidden';
import { tokens } from '../theme/cssTokens';

const pulse = keyframes`
  50% { opacity: 0.55; }
`;

const Frame = styled.div`
  padding: ${tokens.space.md};
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

/**
 * What shows while a route's chunk downloads: the shape of a page, not a spinner. Lighter than
 * the Skeleton primitive on purpose: it is part of the first page's JavaScript.
 */
export function PageFallback() {
  const { t } = useTranslation('common');
  return (
    <Frame aria-busy="true">
      <Label role="status">{t('state.loading')}</Label>
      {WIDTHS.map((width, i) => (
        <Bar key={i} $width={width} />
      ))}
    </Frame>
  );
}
