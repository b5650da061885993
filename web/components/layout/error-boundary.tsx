import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  /** What to show instead of the children once one of them has thrown. */
  fallback: (error: unknown) => ReactNode;
  children?: ReactNode;
};

/**
 * Catches what a subtree throws while rendering (a lazy piece whose file failed to load, a
 * bug) so the rest of the page stays usable and the visitor reads French, never a blank page
 * or a framework's English screen. React offers this only as a class component.
 */
export class ErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Clausier : erreur d’affichage', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
