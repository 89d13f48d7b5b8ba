import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './pages/RouteErrorPage';

interface Props {
  /** The current path: leaving the failed page clears the error. */
  pathname: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  pathname: string;
}

/**
 * Shows {@link RouteErrorPage} instead of a page that failed to load or render (e.g. its chunk could not be fetched
 * while offline), keeping the app usable: navigating elsewhere renders normally again. The error itself is not shown
 * or logged (it may carry data).
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.pathname === state.pathname) return null;
    return { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
