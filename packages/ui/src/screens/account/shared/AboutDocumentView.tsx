import { useId } from 'react';
import styled from 'styled-components';
import type { RequestState } from '../../../data/kit/requestState';
import { Loadable } from '../../../primitives/Loadable';
import { DocumentCard } from '../../../primitives/Card';
import { NavBar } from '../../../primitives/NavBar';
import { Page } from '../../../primitives/Page';
import { SafeHtml } from '../../../primitives/SafeHtml';
import { Skeleton, SkeletonLine } from '../../../primitives/Skeleton';
import type { AboutText } from './aboutText';
import { tokens } from '../../../theme/cssTokens';

const Card = styled(DocumentCard)`
  gap: ${tokens.space.sm};
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
`;

/** The skeleton of a text page: a title and a few paragraphs. */
export function AboutDocumentSkeleton() {
  return (
    <Skeleton variant="custom">
      <Lines>
        <SkeletonLine width="50%" />
        <SkeletonLine />
        <SkeletonLine width="90%" />
        <SkeletonLine width="70%" />
      </Lines>
    </Skeleton>
  );
}

type AboutDocumentProps = {
  /** The text as the platform sent it. */
  text: AboutText;
};

/** One text of the platform: its title (a level-2 heading) and its sanitised HTML. */
export function AboutDocument({ text }: AboutDocumentProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={text.title ? titleId : undefined}>
      {text.title ? <h2 id={titleId}>{text.title}</h2> : null}
      <SafeHtml html={text.html} />
    </Card>
  );
}

type AboutDocumentViewProps = {
  /** The page title (the route's). */
  title: string;
  /** The text, or its loading, emptiness or failure. */
  text: RequestState<AboutText>;
  /** Back to the previous page. */
  onBack: () => void;
};

/** A page showing one text of the platform (the platform introduction, the privacy policy). */
export function AboutDocumentView({ title, text, onBack }: AboutDocumentViewProps) {
  return (
    <Page navBar={<NavBar title={title} onBack={onBack} />}>
      <Loadable state={text} skeleton={<AboutDocumentSkeleton />}>
        {(loaded) => <AboutDocument text={loaded} />}
      </Loadable>
    </Page>
  );
}
