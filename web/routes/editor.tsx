import { useParams } from 'react-router';
import { EditorPage } from '../features/editor/components/editor-page';
import { useTutorial } from '../features/tutorial/use-tutorial';
import { useRouteMeta } from '../lib/page-meta';

/**
 * /editor/:contractId (docs/product.md §2 "Editor"), lazily loaded: TipTap and the editor's code
 * are in this route's chunk only. The mascot tutorial's launcher is given here (features do not
 * import each other).
 */
export function Component() {
  const { contractId = '' } = useParams();
  useRouteMeta('editor');
  const tutorial = useTutorial('editor');
  return (
    <>
      <EditorPage contractId={contractId} onOpenTutorial={tutorial.start} />
      {tutorial.element}
    </>
  );
}
