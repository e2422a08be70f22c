import { Component } from 'react';
import type { ReactNode } from 'react';

interface ErrorBoundaryProps {
  readonly children: ReactNode;
  /** When this changes, a caught error is forgotten and the children are tried again. */
  readonly resetKey?: unknown;
  readonly fallback: (error: unknown) => ReactNode;
}

interface ErrorBoundaryState {
  readonly failed: boolean;
  readonly error: unknown;
  readonly resetKey: unknown;
}

/** Shows a failure where the failed part would be, not a blank page; React itself logs the caught error. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
