/** The props of a page's view that takes its hook's model whole, as its screen gives them. */
export type ModelViewProps<M> = {
  /** The page's model, from its hook. */
  model: M;
  /** Back to the previous page. */
  onBack: () => void;
};
