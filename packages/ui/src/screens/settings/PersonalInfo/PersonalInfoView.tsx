import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { imageSrc } from '../../../data/format/imageSrc';
import type { RequestState } from '../../../data/kit/requestState';
import { pressable, resetButton } from '../../../theme/mixins';
import { BottomSheet } from '../../../primitives/BottomSheet';
import { Cell, CellGroup } from '../../../primitives/Cell';
import { Loadable } from '../../../primitives/Loadable';
import { NavBar } from '../../../primitives/NavBar';
import { NoValue } from '../../../primitives/NoValue';
import { Page } from '../../../primitives/Page';
import { Thumbnail } from '../../../primitives/Thumbnail';
import { CellGroups, CellsSkeleton, Lead } from '../shared/parts';
import type { IdDocument, PersonalInfo } from './usePersonalInfo';
import { tokens } from '../../../theme/cssTokens';

const Note = styled(Lead)`
  padding-inline: ${tokens.space.lg};
`;

const Documents = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${tokens.space.sm};
  padding: ${tokens.space.md} ${tokens.space.lg};
  background: ${tokens.colors.surface};
`;

const DocumentButton = styled.button`
  ${resetButton}
  ${pressable}
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.xs};
  width: 100%;
  min-height: ${tokens.sizes.touch};
  padding: ${tokens.space.xs};
  border-radius: ${tokens.radii.md};
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.tight};
  color: ${tokens.colors.textSecondary};
  text-align: center;
`;

const Large = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: 70dvh;
  object-fit: contain;
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surfaceMuted};
`;

const Empty = styled.p`
  grid-column: 1 / -1;
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textSecondary};
`;

function orNone(text: string): ReactNode {
  return text.trim() ? text : <NoValue />;
}

type PersonalInfoViewProps = {
  /** The merchant's data. */
  info: RequestState<PersonalInfo>;
  /** Back to the previous page. */
  onBack: () => void;
};

/** /personalInfo: real name, country, phone, e-mail, level and ID photos (full size on tap). */
export function PersonalInfoView({ info, onBack }: PersonalInfoViewProps) {
  const { t } = useTranslation(['settings', 'app']);
  const [open, setOpen] = useState<IdDocument | null>(null);
  // Kept while the sheet closes, so its picture does not vanish during the animation.
  const [shown, setShown] = useState<IdDocument | null>(null);
  const documentName = (document: IdDocument) => t(`personal.document.${document.kind}`);

  return (
    <Page padding="none" navBar={<NavBar title={t('app:route.personalInfo')} onBack={onBack} />}>
      <Loadable state={info} skeleton={<CellsSkeleton rows={5} />}>
        {(data) => (
          <CellGroups>
            <CellGroup layout="inset">
              <Cell label={t('personal.realName')} value={orNone(data.realName)} />
              <Cell label={t('personal.country')} value={orNone(data.country)} />
              <Cell label={t('personal.phone')} value={orNone(data.phone)} />
              <Cell label={t('personal.email')} value={orNone(data.email)} />
              <Cell
                label={t('personal.level')}
                value={
                  data.level === null ? (
                    <NoValue />
                  ) : (
                    t('personal.levelValue', { level: data.level })
                  )
                }
              />
            </CellGroup>
            <CellGroup title={t('personal.documents')} layout="inset">
              <Documents>
                {data.documents.length === 0 ? <Empty>{t('personal.noDocuments')}</Empty> : null}
                {data.documents.map((document) => (
                  <li key={document.kind}>
                    <DocumentButton
                      type="button"
                      onClick={() => {
                        setShown(document);
                        setOpen(document);
                      }}
                    >
                      <Thumbnail src={document.src} size={88} />
                      {documentName(document)}
                    </DocumentButton>
                  </li>
                ))}
              </Documents>
            </CellGroup>
            <Note>{t('personal.readOnly')}</Note>
          </CellGroups>
        )}
      </Loadable>
      <BottomSheet
        open={open !== null}
        onOpenChange={(next) => {
          if (!next) setOpen(null);
        }}
        title={shown ? documentName(shown) : ''}
      >
        {shown ? <Large src={imageSrc(shown.src) ?? undefined} alt={documentName(shown)} /> : null}
      </BottomSheet>
    </Page>
  );
}
