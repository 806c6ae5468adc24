import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '../sections/ErrorPage';
import { ErrorScreen } from '../sections/ErrorScreen';
import { NotFoundFallback } from '../sections/NotFoundFallback';
import { NotFoundError } from './routeErrors';
import { isChunkLoadError, reloadOnceForStaleDeploy } from './staleDeploy';

interface Props {
  /** Changes with the location, so moving to another page clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Around every route (spec 2.1, 8): a page that names something missing shows
 * "Not Found", a chunk that fails to load shows the generic error screen
 * (after one reload in case the deploy changed), any other crash the 500 page.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (error instanceof NotFoundError) return;
    if (isChunkLoadError(error) && reloadOnceForStaleDeploy()) return;
    console.error('Route error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof NotFoundError) return <NotFoundFallback />;
    if (isChunkLoadError(error)) return <ErrorScreen error={error} />;
    return <ErrorPage code={500} />;
  }
}
