import { useParams } from 'react-router';
import { EditorPage } from '../features/editor/components/editor-page';

/**
 * /editor/:contractId (SPEC §2 "Editor"), lazily loaded: TipTap and the editor's code are in
 * this route's chunk only. The mascot tutorial's launcher is given here when the tutorial
 * feature exposes one (features do not import each other); until then the lightbulb opens
 * the editor's written help.
 */
export function Component() {
  const { contractId = '' } = useParams();
  return <EditorPage contractId={contractId} />;
}
