import styled from 'styled-components';
import {
  Skeleton,
  SkeletonAvatar,
  SkeletonBlock,
  SkeletonLine,
} from '../../../primitives/Skeleton';
import { cardSurface, Stack } from '../../../primitives/Card';
import { tokens } from '../../../theme/cssTokens';

const SkeletonCard = styled.div`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  padding: ${tokens.space.lg};
`;

const SkeletonRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
`;

const SkeletonGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${tokens.space.md};
`;

const Lines = styled(Stack)`
  flex: 1;
`;

/** The dashboard's layout while it loads: header, announcements, figures, shortcuts, chart. */
export function HomeSkeleton() {
  return (
    <Skeleton variant="custom">
      <Stack>
        <SkeletonCard>
          <SkeletonRow>
            <SkeletonAvatar size={56} />
            <Lines>
              <SkeletonLine width="60%" />
              <SkeletonLine width="40%" />
            </Lines>
          </SkeletonRow>
          <SkeletonLine width="45%" />
        </SkeletonCard>
        <SkeletonCard>
          <SkeletonLine width="35%" />
          <SkeletonLine width="80%" />
          <SkeletonLine width="60%" />
        </SkeletonCard>
        <SkeletonCard>
          <SkeletonLine width="35%" />
          <SkeletonGrid>
            {Array.from({ length: 9 }, (_, i) => (
              <SkeletonBlock key={i} height="36px" />
            ))}
          </SkeletonGrid>
        </SkeletonCard>
        <SkeletonCard>
          <SkeletonLine width="30%" />
          <SkeletonGrid>
            {Array.from({ length: 6 }, (_, i) => (
              <SkeletonBlock key={i} height="64px" />
            ))}
          </SkeletonGrid>
        </SkeletonCard>
        <SkeletonCard>
          <SkeletonLine width="40%" />
          <SkeletonBlock height="180px" />
        </SkeletonCard>
      </Stack>
    </Skeleton>
  );
}
