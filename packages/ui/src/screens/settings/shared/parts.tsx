import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFailureText, type Failure } from '../../../data/kit/failure';
import type { LeaveGuard } from '../../../data/kit/leaveGuard';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { FailureBlock } from '../../../primitives/FailureBlock';
import { Notice } from '../../../primitives/Notice';
import { Skeleton, SkeletonBlock, SkeletonLine } from '../../../primitives/Skeleton';
import { tokens } from '../../../theme/cssTokens';

/** The form of a settings page: fields stacked with room between them. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.lg};
`;

/** A sentence explaining the page, above its form. */
export const Lead = styled.p`
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};
  color: ${tokens.colors.textSecondary};
`;

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  padding-block: ${tokens.space.md};
`;

type CellGroupsProps = {
  /** The cell groups, stacked. */
  children: ReactNode;
};

/** Cell groups of a settings page, spaced like the My tab. */
export function CellGroups({ children }: CellGroupsProps) {
  return <Groups>{children}</Groups>;
}

const SkeletonRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.xl};
  min-height: 52px;
  padding: 0 ${tokens.space.lg};
  background: ${tokens.colors.surface};

  & + & {
    border-top: 1px solid ${tokens.colors.border};
  }
`;

const SkeletonCard = styled.div`
  margin: ${tokens.space.md};
  border-radius: ${tokens.radii.lg};
  overflow: hidden;
`;

type CellsSkeletonProps = {
  /** How many rows (default 4). */
  rows?: number;
};

/** The loading shape of a card of cells: a label on the left, a value on the right. */
export function CellsSkeleton({ rows = 4 }: CellsSkeletonProps) {
  return (
    <Skeleton variant="custom">
      <SkeletonCard>
        {Array.from({ length: rows }, (_, index) => (
          <SkeletonRow key={index}>
            <SkeletonLine width={index % 2 ? '28%' : '36%'} />
            <SkeletonLine width="30%" />
          </SkeletonRow>
        ))}
      </SkeletonCard>
    </Skeleton>
  );
}

type DiscardDialogProps = {
  /** The page's leave guard: the dialog is its question. */
  guard: LeaveGuard;
};

/** "Discard your changes?": leave (and lose them) or keep editing. */
export function DiscardDialog({ guard }: DiscardDialogProps) {
  const { t } = useTranslation('settings');
  return (
    <ConfirmDialog
      open={guard.asking}
      onOpenChange={(open) => {
        if (!open) guard.stay();
      }}
      title={t('discard.title')}
      message={t('discard.message')}
      confirmLabel={t('discard.confirm')}
      cancelLabel={t('discard.cancel')}
      tone="danger"
      onConfirm={guard.leave}
    />
  );
}

const FieldSkeleton = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.lg};
`;

type FormSkeletonProps = {
  /** How many fields. */
  fields: number;
  /** The height of each field's box (default 48px, an input). */
  height?: string;
  /** A square image field first (a logo). */
  image?: boolean;
};

/** The loading shape of a settings form: label lines over boxes. */
export function FormSkeleton({ fields, height = '48px', image = false }: FormSkeletonProps) {
  return (
    <Skeleton variant="custom">
      {image ? <SkeletonBlock width="104px" height="104px" /> : <SkeletonLine width="70%" />}
      {Array.from({ length: fields }, (_, index) => (
        <FieldSkeleton key={index}>
          <SkeletonLine width="25%" />
          <SkeletonBlock height={height} />
        </FieldSkeleton>
      ))}
    </Skeleton>
  );
}

/**
 * Why the last save failed, on the form until the next save (its toast lasts two seconds; a
 * merchant who looked away still finds that nothing was saved, and that the input is kept).
 * Nothing when the last save did not fail.
 */
export function SaveFailureNotice({ failure }: { failure: Failure | null }) {
  const { t } = useTranslation('settings');
  const failureText = useFailureText();
  if (!failure) return null;
  return failure.kind === 'notOffered' ? (
    <FailureBlock failure={failure} layout="inline" />
  ) : (
    <Notice
      tone="danger"
      role="alert"
      title={t('notSaved.title')}
      text={
        <>
          {failureText(failure)}
          <br />
          {t('notSaved.kept')}
        </>
      }
    />
  );
}
