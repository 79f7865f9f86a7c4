import { SafeHtml } from '../../../primitives/SafeHtml';

type ProductDescriptionProps = {
  /** The server's HTML, unsanitised. */
  html: string;
};

/** The product description: the server's HTML through the app's one sanitiser (`SafeHtml`). */
export function ProductDescription({ html }: ProductDescriptionProps) {
  return <SafeHtml html={html} />;
}
