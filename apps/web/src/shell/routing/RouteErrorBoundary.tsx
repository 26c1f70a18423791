import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../layout/RouteErrorPage';

interface Props {
  /** The page's path: going elsewhere clears the error. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string;
  failed: boolean;
}

/** A page that fails to render or whose code cannot be loaded shows the error page instead. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname
      ? null
      : { pathname: props.pathname, error: undefined, failed: false };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
